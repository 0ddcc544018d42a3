import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STOCKTAKE_MESSAGES,
  stocktakeCountSchema,
  stocktakeEndpoints as endpoints,
  stocktakeImportQuerySchema,
  stocktakeLineSearchSchema,
  stocktakeResponses as responses,
  stocktakeSearchSchema,
  stocktakeSheetSchema,
  stocktakeStoreSchema,
  toJst,
  type StocktakeLineSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { orEmpty } from '../../http/empty-body.ts';
import {
  contentDisposition,
  csvFilename,
  rowChunks,
  sendCsv,
  type ChunkReader,
} from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import {
  searchStocktakeLines,
  searchStocktakes,
  stocktakeSheetReader,
} from '../../read-models/stocktakes/index.ts';
import { registerDocumentRoutes } from '../../resource/document-routes.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import { csvRejectionSchema, type UploadSlots, withRawCsvBodies } from '../product-import/index.ts';
import { applyStocktake, cancelStocktake } from './stocktake-apply.service.ts';
import { countSheetRenderer } from './sheet-renderer.ts';
import type { CountSheet, CountSheetLine } from './stocktake-sheet-pdf.ts';
import { importStocktakeCounts } from './stocktake-import.service.ts';
import { sheetColumns } from './stocktake-sheet.csv.ts';
import { countStocktakeLine, startStocktake, stocktakeOf } from './stocktakes.service.ts';

const tags = ['stocktakes'];
const config = { access: 'signedIn' } as const;
const params = z.object({ id: z.string() });
const idOf = (request: { params: { id: string } }) =>
  pathId(request.params.id, STOCKTAKE_MESSAGES.notFound);

/** 棚卸 (issue 28 § 4, decision 069): counts of own warehouses, their sheets, counts and apply. */
export async function stocktakesRoutes(
  app: FastifyInstance,
  { db, uploads }: { db: Database; uploads: UploadSlots },
) {
  await withRawCsvBodies(app, (scope) => importRoute(scope, db, uploads));
  registerDocumentRoutes(app, {
    tags,
    endpoints,
    responses,
    schemas: { search: stocktakeSearchSchema, store: stocktakeStoreSchema },
    summaries: {
      store: '棚卸開始: the products and their on_hand now are the count’s expected figures',
    },
    notFoundMessage: STOCKTAKE_MESSAGES.notFound,
    search: (scope, search) => searchStocktakes(db, scope, search),
    store: (actor, values) => startStocktake(db, actor, values),
    show: (scope, id) => stocktakeOf(db, scope, id),
    cancel: (actor, id) => cancelStocktake(db, actor, id),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.lines.path,
    {
      config,
      schema: {
        tags,
        params,
        body: orEmpty(stocktakeLineSearchSchema),
        response: { 200: responses.lines },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const id = idOf(request);
      await stocktakeOf(db, scope, id);
      const search = request.body as StocktakeLineSearch;
      return { data: await searchStocktakeLines(db, scope, id, search) };
    },
  );

  r.put(
    endpoints.count.path,
    {
      config,
      schema: { tags, params, body: stocktakeCountSchema, response: { 200: responses.count } },
    },
    async (request) => ({
      data: await countStocktakeLine(db, actorOf(request), idOf(request), request.body),
    }),
  );

  r.post(
    endpoints.sheet.path,
    { config, schema: { tags, params, body: orEmpty(stocktakeSheetSchema) } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const stocktake = await stocktakeOf(db, scope, idOf(request));
      const { format, encoding, blind } = request.body as z.output<typeof stocktakeSheetSchema>;
      if (format === 'pdf') {
        const read = stocktakeSheetReader(db, scope, stocktake.id);
        return sendSheetPdf(reply, { ...stocktake, stocktakeId: stocktake.id, blind }, read);
      }
      return sendCsv(reply, {
        filename: csvFilename(`棚卸表_${stocktake.warehouseCode}`),
        encoding,
        columns: sheetColumns(blind),
        read: stocktakeSheetReader(db, scope, stocktake.id),
      });
    },
  );

  r.post(
    endpoints.apply.path,
    {
      config,
      schema: {
        tags,
        summary:
          '確定: counted − expected at the start, as 棚卸差異 adjustments, in one transaction',
        params,
        response: { 200: responses.apply },
      },
    },
    async (request) => ({ data: await applyStocktake(db, actorOf(request), idOf(request)) }),
  );
}

/** The 棚卸表 PDF for the floor: every line read (in walk order), the renderer loaded on first use. */
async function sendSheetPdf(
  reply: FastifyReply,
  sheet: Omit<CountSheet, 'lines' | 'printedAt'> & { warehouseCode: string },
  read: ChunkReader<CountSheetLine>,
) {
  const lines: CountSheetLine[] = [];
  for await (const rows of rowChunks(read)) lines.push(...rows);
  const render = await countSheetRenderer();
  const printedAt = new Date();
  const pdf = await render({ ...sheet, printedAt, lines });
  const date = toJst(printedAt).format('YYYYMMDD');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(`棚卸表_${sheet.warehouseCode}_${date}.pdf`))
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** 実棚数の取込: all or nothing, refused rows in the `行目` shape; one of the server's upload slots. */
function importRoute(app: FastifyInstance, db: Database, uploads: UploadSlots) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    endpoints.import.path,
    {
      config,
      ...uploads.routeOptions,
      schema: {
        tags,
        params,
        querystring: stocktakeImportQuerySchema,
        response: { 200: responses.import, 422: csvRejectionSchema },
      },
    },
    (request, reply) =>
      uploads.answer(request, reply, async (bytes) => {
        const id = idOf(request);
        const { encoding } = request.query;
        return { data: await importStocktakeCounts(db, actorOf(request), id, bytes, encoding) };
      }),
  );
}
