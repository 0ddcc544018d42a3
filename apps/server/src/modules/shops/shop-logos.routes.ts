import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MASTER_NOT_FOUND,
  shopLogoEndpoints as endpoints,
  shopLogoResponses as responses,
  shopLogoUploadSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { scopeOf } from '../auth/index.ts';
import { removeShopLogo, saveShopLogo, shopLogoImage } from './shop-logos.service.ts';

const tags = ['shops'];
const params = z.object({ id: z.string() });
const shopId = (raw: string) => pathId(raw, MASTER_NOT_FOUND.shop);

/** The shop's 納品書 logo: the image for the form's preview, its upload and its removal. */
export async function shopLogoRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    endpoints.show.path,
    { config: { access: 'signedIn' }, schema: { tags, params } },
    async (request, reply) => {
      const logo = await shopLogoImage(db, scopeOf(request), shopId(request.params.id));
      // Private to the organisation's users; the form asks again (by updatedAt) after a change.
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(logo.data);
    },
  );

  r.put(
    endpoints.update.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, params, body: shopLogoUploadSchema, response: { 200: responses.update } },
    },
    async (request) => ({
      data: await saveShopLogo(
        db,
        scopeOf(request),
        shopId(request.params.id),
        Buffer.from(request.body.image, 'base64'),
      ),
    }),
  );

  r.delete(
    endpoints.destroy.path,
    { config: { access: 'signedIn' }, schema: { tags, params } },
    async (request, reply) => {
      await removeShopLogo(db, scopeOf(request), shopId(request.params.id));
      return reply.status(204).send();
    },
  );
}
