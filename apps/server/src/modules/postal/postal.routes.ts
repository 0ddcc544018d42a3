import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPostalAsset } from './postal-asset.ts';
import { postalDataUrl, readPostalDataBaseUrl } from './postal-data-url.ts';
import { getPostalIndex, searchPostalCandidates } from './postal-search.service.ts';
import { postalStaticRoutes } from './postal-static.routes.ts';
import {
  postalDataUrlResponseSchema,
  postalSearchQuerySchema,
  postalSearchResponseSchema,
} from './postal.schemas.ts';

export interface PostalRoutesOptions {
  /** Build the search index in the background once the server is ready (off in tests: built on first search). */
  warmIndex?: boolean;
  /** Where POSTAL_DATA_BASE_URL is read from (tests pass their own). */
  env?: Record<string, string | undefined>;
}

/** The postal dataset (static zip + where to fetch it) and the autocomplete's search service. */
export async function postalRoutes(app: FastifyInstance, options: PostalRoutesOptions = {}) {
  const baseUrl = readPostalDataBaseUrl(options.env);
  const asset = await loadPostalAsset();
  const dataUrl = postalDataUrl(baseUrl, asset.versionedPath);
  const r = app.withTypeProvider<ZodTypeProvider>();

  await app.register(postalStaticRoutes, { asset });

  r.get(
    '/api/postal/data_url',
    {
      config: { access: 'public' },
      schema: { tags: ['postal'], response: { 200: postalDataUrlResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: { url: dataUrl } };
    },
  );

  r.get(
    '/api/postal/search',
    {
      schema: {
        tags: ['postal'],
        querystring: postalSearchQuerySchema,
        response: { 200: postalSearchResponseSchema },
      },
    },
    async (request) => ({ data: await searchPostalCandidates(request.query) }),
  );

  if (options.warmIndex) {
    app.addHook('onReady', async () => {
      // Deferred so the ~0.5 s synchronous build does not hold up listen().
      setImmediate(() => {
        getPostalIndex().catch((error: unknown) =>
          app.log.error({ err: error }, 'postal index build failed'),
        );
      }).unref();
    });
  }
}
