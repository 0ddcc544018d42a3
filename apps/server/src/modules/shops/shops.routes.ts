import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shopEndpoints as endpoints,
  shopExportSchema,
  shopFormSchema,
  shopResponses as responses,
  shopSearchSchema,
  shopUpdateSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { csvFilename, sendCsv } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { SHOP_CSV_COLUMNS, SHOP_CSV_TITLE } from './shops.csv.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import {
  changeShop,
  shopExportReader,
  destroyShop,
  searchShopPage,
  showShop,
  storeShop,
  SHOP_NOT_FOUND,
} from './shops.service.ts';

const tags = ['shops'];
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, shopSearchSchema);
const exportBody = z.preprocess((body) => body ?? {}, shopExportSchema);

/** ショップ (shops): the organisation's own, from the session's scope. */
export async function shopsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.search.path,
    { schema: { tags, body: searchBody, response: { 200: responses.search } } },
    async (request) => ({ data: await searchShopPage(db, scopeOf(request), request.body) }),
  );

  r.post(endpoints.export.path, { schema: { tags, body: exportBody } }, async (request, reply) => {
    const { encoding, ...search } = request.body;
    return sendCsv(reply, {
      filename: csvFilename(SHOP_CSV_TITLE),
      encoding,
      columns: SHOP_CSV_COLUMNS,
      read: shopExportReader(db, scopeOf(request), search),
    });
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => {
      const id = pathId(request.params.id, SHOP_NOT_FOUND);
      return { data: await showShop(db, scopeOf(request), id) };
    },
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: shopFormSchema, response: { 201: responses.store } } },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const created = await storeShop(db, scopeOf(request), request.body, userId);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.update.path,
    {
      schema: {
        tags,
        params: idParams,
        body: shopUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, SHOP_NOT_FOUND);
      const { version, ...values } = request.body;
      const userId = authOf(request).userId;
      return { data: await changeShop(db, scopeOf(request), id, values, { version, userId }) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      const id = pathId(request.params.id, SHOP_NOT_FOUND);
      await destroyShop(db, scopeOf(request), id, authOf(request).userId);
      return reply.status(204).send();
    },
  );
}
