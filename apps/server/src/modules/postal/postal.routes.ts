import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPostalAsset } from './postal-asset.ts';
import { postalDataUrl, readPostalDataBaseUrl } from './postal-data-url.ts';
import { searchPostalCandidates } from './postal-search.service.ts';
import { postalStaticRoutes } from './postal-static.routes.ts';
import {
  postalDataUrlResponseSchema,
  postalSearchQuerySchema,
  postalSearchResponseSchema,
} from './postal.schemas.ts';

export interface PostalRoutesOptions {
  /** Where POSTAL_DATA_BASE_URL is read from (tests pass their own). */
  env?: Record<string, string | undefined>;
}

/**
 * The postal dataset (static zip + where to fetch it) and the autocomplete's search service. The
 * search index (~70 MB resident) is built by the first search or address check, not at start
 * (decision 022): a process that neither searches addresses nor checks an order's never pays it.
 */
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
}
