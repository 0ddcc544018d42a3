import type { FastifyContextConfig, RouteOptions } from 'fastify';

// Rows and registered routes share one key; the row side lives with the rows.
export { rowKey } from './route-inventory.ts';

/** A route as the server registered it, under the key its inventory row must have. */
export type RegisteredRoute = { key: string; url: string; config: FastifyContextConfig };

const EVERY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Folds what Fastify's onRoute saw into inventory keys: a HEAD beside its GET is keyed as the GET,
 * a route on every method is 'ALL', a bulk-registered group is one key. Read after the app is ready
 * (scope hooks fill `config` after the first onRoute listener has seen the route).
 */
export function registeredRoutes(seen: readonly RouteOptions[]): RegisteredRoute[] {
  const getUrls = new Set(
    seen.filter((route) => [route.method].flat().includes('GET')).map((route) => route.url),
  );
  return seen.flatMap((route) => {
    const config = (route.config ?? {}) as FastifyContextConfig;
    const methods = [route.method].flat();
    if (config.routeGroup) return [{ key: `group ${config.routeGroup}`, url: route.url, config }];
    if (EVERY_METHOD.every((method) => methods.includes(method))) {
      return [{ key: `ALL ${route.url}`, url: route.url, config }];
    }
    // The HEAD twin keeps the GET's key, so its declared access is checked against the same row.
    return methods.map((method) => ({
      key: `${method === 'HEAD' && getUrls.has(route.url) ? 'GET' : method} ${route.url}`,
      url: route.url,
      config,
    }));
  });
}
