import type { Database } from '../../db/client.ts';
import type { StreamSessions } from '../events/index.ts';
import { authOf, SESSION_COOKIE } from './session-guard.ts';
import { findActiveSession } from './sessions.repository.ts';

/** The sessions GET /api/events opens its streams under and re-checks on each heartbeat. */
export function streamSessions(db: Database): StreamSessions {
  return {
    sessionOf: authOf,
    reread: (request) => findActiveSession(db, request.cookies[SESSION_COOKIE] ?? ''),
  };
}
