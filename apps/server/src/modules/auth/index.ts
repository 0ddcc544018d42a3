// The auth module's public surface: other modules read the signed-in caller through here.
export { authOf, SESSION_COOKIE } from './session-guard.ts';
export { findActiveSession, type SessionAuth } from './sessions.repository.ts';
export { scopeOf } from './scope-of.ts';
export { streamSessions } from './stream-sessions.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
