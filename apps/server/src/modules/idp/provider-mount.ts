import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Hands every request under the mount path (except our interaction pages, whose routes are more
 * specific) to the oidc-provider Koa app, on the same server and port.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  mountPath: string,
  headers: Record<string, string>,
): Promise<void> {
  await app.register(async (scope) => {
    // oidc-provider reads its own request bodies (token endpoint, logout form): nothing may consume them first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const handle = provider.callback();
    // The issuer authenticates on its own and its forms post across sites by design (OpenID Connect).
    const config = { access: 'public', csrf: false } as const;
    scope.all(`${mountPath}/*`, { config, schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const { raw } = request;
      const fullUrl = raw.url ?? mountPath;
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      // oidc-provider builds its URLs from originalUrl minus url, i.e. the mount path.
      Object.assign(raw, { originalUrl: fullUrl, url: fullUrl.slice(mountPath.length) || '/' });
      try {
        await handle(raw, reply.raw);
      } finally {
        raw.url = fullUrl;
      }
    });
  });
}
