import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { POSTAL_FIXED_PATH, POSTAL_STATIC_PREFIX, type PostalAsset } from './postal-asset.ts';

/** Content-addressed: a new dataset gets a new URL, so this one may be kept for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The fixed path may change content: caches keep it but revalidate (a cheap 304). */
export const REVALIDATE_CACHE = 'public, no-cache';

/** If-None-Match per RFC 9110: weak comparison, a list, or *. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function sendZip(asset: PostalAsset, cacheControl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', cacheControl).header('etag', asset.etag);
    if (matchesEtag(request.headers['if-none-match'], asset.etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/zip').send(asset.bytes);
  };
}

/** The dataset as a public static file (spec §7: no authentication, nothing sent). */
export async function postalStaticRoutes(app: FastifyInstance, { asset }: { asset: PostalAsset }) {
  const options = { config: { access: 'public' }, schema: { hide: true } } as const;
  app.get(asset.versionedPath, options, sendZip(asset, IMMUTABLE_CACHE));
  app.get(POSTAL_FIXED_PATH, options, sendZip(asset, REVALIDATE_CACHE));
  // Anything else here (an old version included) is a 404, not the SPA's index.html.
  app.get(`${POSTAL_STATIC_PREFIX}/*`, options, async () => {
    throw notFound();
  });
}
