// Declares request.cookies, so every program that includes this file (e2e too) knows it.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { unauthenticated } from '../../http/app-error.ts';
import type { SessionCache } from './session-cache.ts';
import { findActiveSession, type SessionAuth } from './sessions.repository.ts';

export const SESSION_COOKIE = 'logi_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionAuth | null;
  }
}

/**
 * Attaches the session named by the request's cookie (route-access.ts decides who needs one),
 * served from this process's cache while it hears every revocation (decision 076).
 */
export function sessionAuthenticator(app: FastifyInstance, db: Database, cache: SessionCache) {
  app.decorateRequest('auth', null);
  return async (request: FastifyRequest): Promise<boolean> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findActiveSession(db, token, cache) : undefined;
    request.auth = session ?? null;
    return Boolean(session);
  };
}

/** The signed-in caller of a guarded route. */
export function authOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
