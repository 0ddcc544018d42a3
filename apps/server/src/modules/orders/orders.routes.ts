// Declares the OpenAPI fields (summary, description) of a route schema wherever this file is compiled.
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_CSV_COLUMNS,
  ORDER_FILE_TEXTS as FILE_TEXTS,
  ORDER_MESSAGES as M,
  orderCsvQuerySchema,
  orderDemoSchema,
  orderEndpoints as endpoints,
  orderResponses as responses,
  orderSearchSchema,
  orderStoreSchema,
  orderTemplateQuerySchema,
  type OrderDemoValues,
  type OrderSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { sendCsvLines } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { csvRejectionSchema, type UploadSlots, withRawCsvBodies } from '../product-import/index.ts';
import { scopeOf } from '../auth/index.ts';
import { readOrderCsv, type KnownCodes } from './order-csv.ts';
import { readMallOrderFile } from './mall-files/read-mall-file.ts';
import { cancelEarlierImports } from './mall-files/mall-cancellations.ts';
import { createDemoOrders } from './orders.demo.ts';
import { OrderIntakeRefusal, type IntakeProblem } from './intake-checks.ts';
import { storeOrders, type AllocateAtIntake } from './orders-intake.service.ts';
import { countOrders, searchOrders, showOrder } from '../../read-models/orders/index.ts';
import { productCodesByShopSku, productIdsByCode, shopsOf } from './orders.references.ts';
import { STORE_EXAMPLE } from './orders-openapi.ts';
import { orderEntryRoutes } from './order-entry.routes.ts';
import { orderMergeRoutes } from './order-merge.routes.ts';
import { orderSplitRoutes } from './order-split.routes.ts';
import type { EditAllocation } from './order-entry.service.ts';
import { orEmpty } from '../../http/empty-body.ts';

const tags = ['orders'];
const params = z.object({ id: z.string() });
const TEMPLATE_FILENAME = '受注CSVテンプレート.csv';

/** The API's refusal: 409 when only taken numbers stand in the way, else 422 on each field. */
function apiRefusal(problems: readonly IntakeProblem[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of problems) {
    const line = problem.line === undefined ? '' : `lines.${problem.line}.`;
    (fieldErrors[`orders.${problem.order}.${line}${problem.field}`] ??= []).push(problem.message);
  }
  return problems.every((problem) => problem.conflict)
    ? new AppError('conflict', problems.map((problem) => problem.message).join('\n'), {
        fieldErrors,
      })
    : new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors });
}

/** 受注: intake by the API, the CSV and the demo generator; the reads of 引当管理. */
export async function ordersRoutes(
  app: FastifyInstance,
  {
    db,
    uploads,
    allocateAtIntake,
    allocateAgain,
  }: {
    db: Database;
    uploads: UploadSlots;
    allocateAtIntake: AllocateAtIntake;
    allocateAgain: EditAllocation['again'];
  },
) {
  const allocation = { atIntake: allocateAtIntake, again: allocateAgain };
  await app.register(orderEntryRoutes, { db, allocation });
  await app.register(orderMergeRoutes, { db });
  await app.register(orderSplitRoutes, { db, allocation });
  await withRawCsvBodies(app, (scope) => orderCsvImportRoute(scope, db, uploads, allocateAtIntake));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.search.path,
    { schema: { tags, body: orEmpty(orderSearchSchema), response: { 200: responses.search } } },
    async (request) => ({
      data: await searchOrders(db, scopeOf(request), request.body as OrderSearch),
    }),
  );

  r.post(
    endpoints.counts.path,
    { schema: { tags, body: orEmpty(orderSearchSchema), response: { 200: responses.counts } } },
    async (request) => ({
      data: await countOrders(db, scopeOf(request), request.body as OrderSearch),
    }),
  );

  r.get(
    endpoints.show.path,
    { schema: { tags, params, response: { 200: responses.show } } },
    async (request) => ({
      data: await showOrder(db, scopeOf(request), pathId(request.params.id, M.orderNotFound)),
    }),
  );

  r.post(
    endpoints.store.path,
    {
      schema: {
        tags,
        summary: '受注登録 (one order or many)',
        description:
          'Stores orders as 未引当, all or nothing. Idempotent by shop and order number: the same ' +
          'order sent again answers the stored one (created: false) and writes nothing; a ' +
          'different order under a stored number is refused with 409. Bad input is a 422 whose ' +
          'errors are keyed orders.{i}.{field} or orders.{i}.lines.{j}.{field}. The shop is named ' +
          'by shop_code (ショップ設定のコード) or shop_id; products by product_code; ordered_at ' +
          'without an offset is JST. Delivery details are optional: delivery_method (takkyubin, ' +
          'nekopos, yu_pack, hikyaku …), delivery_carrier (yamato, sagawa, japanpost; null takes ' +
          "the method's own), cool_type, cod_amount, gift, delivery_note, shipping_fee, cod_fee; " +
          'a choice the carrier does not offer (ネコポスの代引き, a time slot it lacks) is a 422 ' +
          'on its field.\n\nExample:\n\n```json\n' +
          JSON.stringify(STORE_EXAMPLE, null, 2) +
          '\n```',
        body: orderStoreSchema,
        response: { 200: responses.store, 201: responses.store },
      },
    },
    async (request, reply) => {
      try {
        const actor = actorOf(request);
        const data = await storeOrders(db, actor, request.body.orders, 'api', allocateAtIntake);
        return reply.status(data.created > 0 ? 201 : 200).send({ data });
      } catch (error) {
        if (error instanceof OrderIntakeRefusal) throw apiRefusal(error.problems);
        throw error;
      }
    },
  );

  r.get(
    endpoints.csvTemplate.path,
    { schema: { tags, querystring: orderTemplateQuerySchema } },
    async (request, reply) =>
      sendCsvLines(reply, {
        filename: TEMPLATE_FILENAME,
        encoding: request.query.encoding,
        lines: [
          ORDER_CSV_COLUMNS.map((column) => column.header),
          ORDER_CSV_COLUMNS.map((column) => column.example),
          ORDER_CSV_COLUMNS.map((column) => column.example2),
        ],
      }),
  );

  r.post(
    endpoints.demo.path,
    { schema: { tags, body: orEmpty(orderDemoSchema), response: { 201: responses.demo } } },
    async (request, reply) => {
      const values = request.body as OrderDemoValues;
      const data = await createDemoOrders(db, actorOf(request), values, allocateAtIntake);
      return reply.status(201).send({ data });
    },
  );
}

/** 受注CSV取込: all or nothing, errors in the `N行目` shape; one of the server's upload slots. */
function orderCsvImportRoute(
  app: FastifyInstance,
  db: Database,
  uploads: UploadSlots,
  allocateAtIntake: AllocateAtIntake,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    endpoints.csvImport.path,
    {
      ...uploads.routeOptions,
      schema: {
        tags,
        querystring: orderCsvQuerySchema,
        response: { 200: responses.csvImport, 422: csvRejectionSchema },
      },
    },
    (request, reply) =>
      uploads.answer(request, reply, async (bytes) => {
        // A mall's file names no shop of ours: the page's chosen shop, refused when none or not ours.
        const mallShop = async (shopId: number | undefined) => {
          const shop =
            shopId === undefined
              ? undefined
              : (await shopsOf(db, scopeOf(request), [shopId], [])).byId.get(shopId);
          if (!shop) throw new AppError('validation', FILE_TEXTS.shopRequired, { field: 'shopId' });
          return shop.code;
        };
        const scope = scopeOf(request);
        const knownCodes: KnownCodes = async (shops, products) => {
          const found = await shopsOf(db, scope, [], shops);
          const ids = await productIdsByCode(db, scope, products);
          return { shops: new Set(found.byCode.keys()), products: new Set(ids.keys()) };
        };
        const { encoding, format, shopId } = request.query;
        const file =
          format === 'own'
            ? { ...(await readOrderCsv(bytes, encoding, knownCodes)), skipped: [] }
            : await readMallOrderFile(bytes, format, encoding, await mallShop(shopId), {
                mappedSkus: (skus) => productCodesByShopSku(db, scope, shopId!, skus),
                knownCodes,
              });
        const actor = actorOf(request);
        let intake;
        try {
          intake =
            file.values.length === 0
              ? { created: 0, existing: 0, orders: [] }
              : await storeOrders(db, actor, file.values, 'csv', allocateAtIntake);
        } catch (error) {
          if (error instanceof OrderIntakeRefusal) throw await file.refusalOf(error.problems);
          throw error;
        }
        // Only once the file is taken in: the mall's cancellations of orders imported earlier.
        const skipped =
          file.skipped.length > 0
            ? await cancelEarlierImports(db, actor, shopId!, file.skipped)
            : [];
        return { data: { ...intake, skipped } };
      }),
  );
}
