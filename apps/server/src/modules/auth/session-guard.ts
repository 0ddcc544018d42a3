import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, unauthenticated } from '../../http/app-error.ts';
import { findActiveSession, type SessionAuth } from './sessions.repository.ts';

export const SESSION_COOKIE = 'logi_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionAuth | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in endpoints, the caller's IP). */
    public?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every /api route needs a session unless it is marked public; mutations also need the CSRF header. */
export function registerSessionGuard(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // SameSite=Lax plus a header a cross-site form cannot send is our CSRF defence.
    if (
      UNSAFE_METHODS.has(request.method) &&
      request.headers['x-requested-with'] !== 'XMLHttpRequest'
    ) {
      throw new AppError('forbidden', '不正なリクエストです');
    }
    // Unknown routes answer 404 either way; the API documentation is public for integrators.
    if (request.is404 || request.routeOptions.config?.public || request.url.startsWith('/api/docs'))
      return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findActiveSession(db, token) : undefined;
    if (!session) throw unauthenticated();
    request.auth = session;
  });
}

/** The signed-in caller of a guarded route. */
export function authOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
