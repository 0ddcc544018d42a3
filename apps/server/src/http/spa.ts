import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TEXTS } from '@logi/shared';
import { declareScopeAccess } from './route-access.ts';

// WEB_DIST_DIR lets parallel browser-test runs each serve their own build.
const webDist =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));

const SERVER_SEGMENTS = new Set(['api', 'oidc']);

/** Whether a path names the server's API or issuer, however it is spelt (/%61pi, //api, /API, /api%2Fx). */
export function isServerPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true; // malformed escapes are no page of the SPA either
  }
  const first = decoded.split(/[/\\]+/).find((segment) => segment !== '' && segment !== '.');
  return SERVER_SEGMENTS.has((first ?? '').split(';', 1)[0]!.toLowerCase());
}

/** Serves the built SPA; unknown non-API paths get index.html so client-side routes reload. */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  await app.register(spaScope);
}

// A scope of its own, so its public marker covers the static files and nothing registered elsewhere.
async function spaScope(app: FastifyInstance): Promise<void> {
  declareScopeAccess(app, { access: 'public', routeGroup: 'spa-build' });
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they can be cached for good; index.html never.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isServerPath(request.url) && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: TEXTS.notFound });
  });
}
