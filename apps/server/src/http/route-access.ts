import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from './app-error.ts';

/** Who may call a route: anyone, a signed-in user, or a signed-in user from an allow-listed address. */
export type RouteAccess = 'public' | 'signedIn' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared where the route is registered; absent means 'signedIn' (protected by default). */
    access?: RouteAccess;
    /** false only for routes a browser form posts to across sites by design (the built-in issuer). */
    csrf?: boolean;
    /** Routes a plugin registers in bulk (the SPA's built files): one row of the route inventory. */
    routeGroup?: string;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type RouteAccessOptions = {
  /** Finds the caller's session and attaches it to the request; false when there is none. */
  authenticate: (request: FastifyRequest) => Promise<boolean>;
  /** Whether the caller's address may use admin routes (ADMIN_IP_ALLOWLIST). */
  isAdminCaller: (request: FastifyRequest) => boolean;
};

/** The access a matched route declared; the URL's spelling never takes part. */
export function accessOf(request: FastifyRequest): RouteAccess {
  return request.routeOptions.config?.access ?? 'signedIn';
}

/**
 * One hook decides every request from the matched route's own config (read after routing, on the
 * decoded path), so no spelling of a URL can skip it. Unknown routes fall through to the 404 handler.
 */
export function registerRouteAccess(app: FastifyInstance, options: RouteAccessOptions): void {
  const { authenticate, isAdminCaller } = options;
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config ?? {};
    // SameSite=Lax plus a header a cross-site form cannot send is our CSRF defence.
    if (
      config.csrf !== false &&
      UNSAFE_METHODS.has(request.method) &&
      request.headers['x-requested-with'] !== 'XMLHttpRequest'
    ) {
      throw new AppError('forbidden', '不正なリクエストです');
    }
    const access = accessOf(request);
    if (access === 'public') return;
    if (!(await authenticate(request))) throw unauthenticated();
    // The menu is hidden elsewhere; this is the actual security (spec §6).
    if (access === 'admin' && !isAdminCaller(request)) throw forbidden();
  });
}

/** Declares the access of every route registered in this encapsulated scope (for plugins that take no route config). */
export function declareScopeAccess(
  scope: FastifyInstance,
  declared: { access: RouteAccess; csrf?: false; routeGroup?: string },
): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...declared };
  });
}
