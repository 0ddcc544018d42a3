import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers on every response, its middleware built once (decision 067): @fastify/helmet
 * builds it again for each request (parsing the CSP directives each time) in two hooks.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // helmet throws rather than passing an error on (since 8.1), so it only ever calls done().
    setHeaders(request.raw, reply.raw, () => done());
  });
}
