import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productEndpoints as endpoints,
  productExportSchema,
  productFetchSchema,
  productSendSchema,
  productFormSchema,
  PRODUCT_MESSAGES,
  productResponses as responses,
  productSearchSchema,
  productUpdateSchema,
  skuMappingFormSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { enqueueSkuMappingSync, productSyncService } from './product-sync.service.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_TITLE } from './products.csv.ts';
import {
  PRODUCT_NOT_FOUND,
  productExportReader,
  productWrites,
  searchProductPage,
  showProduct,
  type ProductUsage,
} from './products.service.ts';
import {
  destroySkuMapping,
  listProductSkuMappings,
  storeSkuMapping,
} from './sku-mappings.service.ts';

export type ProductsDeps = {
  db: Database;
  /** Stock rows, allocations: what refuses a delete (app.ts wires the stock module's check). */
  usages: readonly ProductUsage[];
};

const idParams = z.object({ id: z.string() });
const tags = ['products'];

/** 商品 (products) and their SKU対応表: the organisation's own, from the session's scope. */
export async function productsRoutes(app: FastifyInstance, { db, usages }: ProductsDeps) {
  registerResourceRoutes(app, {
    tags,
    endpoints,
    responses,
    schemas: {
      search: productSearchSchema,
      export: productExportSchema,
      form: productFormSchema,
      update: productUpdateSchema,
    },
    notFoundMessage: PRODUCT_NOT_FOUND,
    service: {
      search: (scope, search) => searchProductPage(db, scope, search),
      exportReader: (scope, search) => productExportReader(db, scope, search),
      show: (scope, id) => showProduct(db, scope, id),
      ...productWrites(db, usages),
    },
    csv: { title: PRODUCT_CSV_TITLE, columns: PRODUCT_CSV_COLUMNS },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    endpoints.skuMappings.path,
    { schema: { tags, params: idParams, response: { 200: responses.skuMappings } } },
    async (request) => {
      const productId = pathId(request.params.id, PRODUCT_NOT_FOUND);
      return { data: await listProductSkuMappings(db, scopeOf(request), productId) };
    },
  );
  r.post(
    endpoints.skuMappingStore.path,
    {
      schema: {
        tags,
        params: idParams,
        body: skuMappingFormSchema,
        response: { 201: responses.skuMappingStore },
      },
    },
    async (request, reply) => {
      const productId = pathId(request.params.id, PRODUCT_NOT_FOUND);
      const scope = scopeOf(request);
      const changed = enqueueSkuMappingSync(authOf(request).userId);
      const created = await storeSkuMapping(db, scope, productId, request.body, changed);
      return reply.status(201).send({ data: created });
    },
  );
  r.delete(
    endpoints.skuMappingDestroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      const id = pathId(request.params.id, PRODUCT_MESSAGES.skuMappingNotFound);
      const changed = enqueueSkuMappingSync(authOf(request).userId);
      await destroySkuMapping(db, scopeOf(request), id, changed);
      return reply.status(204).send();
    },
  );

  // 送信 / 取得: queue 商品登録・更新 / 商品検索; the answer is the process (202).
  const sync = productSyncService(db);
  r.post(
    endpoints.send.path,
    { schema: { tags, body: productSendSchema, response: { 202: responses.send } } },
    async (request, reply) => {
      const process = await sync.send(scopeOf(request), authOf(request).userId, request.body.ids);
      return reply.code(202).send({ data: process });
    },
  );
  r.post(
    endpoints.fetch.path,
    { schema: { tags, body: productFetchSchema, response: { 202: responses.fetch } } },
    async (request, reply) => {
      const process = await sync.fetch(scopeOf(request), authOf(request).userId);
      return reply.code(202).send({ data: process });
    },
  );
}
