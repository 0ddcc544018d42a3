import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_TITLES,
  STOCK_MESSAGES,
  stockAdjustSchema,
  stockAdoptSchema,
  stockDiffSearchSchema,
  stockFetchSchema,
  stockEndpoints as endpoints,
  stockExportSchema,
  stockHistoryQuerySchema,
  stockResponses as responses,
  stockSearchSchema,
  stockStoreSchema,
  stockDailyExportSchema,
  stockDailySearchSchema,
  stockExpiryExportSchema,
  stockExpirySearchSchema,
  STOCK_EXPIRY_LABELS as EXPIRY,
  EXPIRY_STATE_LABELS,
  type StockExpiryRowDto,
  type StockExpirySearch,
  type StockDailyRowDto,
  type StockDailySearch,
  type StockDiffSearch,
  type StockDto,
  type StockSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { sendCsvText, type CsvColumn } from '../../http/csv-export.ts';
import { registerListRoutes } from '../../resource/list-routes.ts';
import { pathId } from '../../http/path-id.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import {
  adoptWarehouseFigures,
  fetchWarehouseFigures,
  searchStockDiffs,
} from './stocks-diff.service.ts';
import {
  searchStocks,
  showStock,
  stockExportReader,
  stockHistory,
} from './stocks-lists.repository.ts';
import { adjustStockFromForm, storeStock } from './stocks-hand-entry.service.ts';
import { orEmpty } from '../../http/empty-body.ts';
import { dailyStockCsvChunks, searchDailyStock } from './stocks-daily.repository.ts';
import { expiryExportReader, searchExpiryLots } from './stocks-expiry.repository.ts';

/** The figures a stock row and a 日次在庫表 row share: one column list for both CSVs. */
type StockFigures = Pick<
  StockDto,
  | 'productCode'
  | 'productName'
  | 'janCode'
  | 'warehouseCode'
  | 'warehouseName'
  | 'onHand'
  | 'allocated'
  | 'available'
  | 'nonSellable'
>;

const FIGURE_COLUMNS: CsvColumn<StockFigures>[] = [
  { header: '商品コード', value: (row) => row.productCode },
  { header: '商品名', value: (row) => row.productName },
  { header: 'JANコード', value: (row) => row.janCode },
  { header: '倉庫コード', value: (row) => row.warehouseCode },
  { header: '倉庫名', value: (row) => row.warehouseName },
  { header: '実在庫数', value: (row) => row.onHand },
  { header: '引当数', value: (row) => row.allocated },
  { header: '引当可能数', value: (row) => row.available },
  { header: '非販売在庫数', value: (row) => row.nonSellable },
];

const CSV_COLUMNS: CsvColumn<StockDto>[] = [
  ...FIGURE_COLUMNS,
  { header: '作業中在庫数', value: (row) => row.inProcess },
  { header: '在庫しきい値', value: (row) => row.stockThreshold },
  { header: '期限切れ', value: (row) => row.expired },
  { header: '移動中', value: (row) => row.inTransit },
];

// 作業中在庫 and the threshold are not in the ledger, so a past day has only the shared figures
// (its lines are made by SQL in this order: read-models/stocks/stock-daily-csv.ts).
export const DAILY_CSV_COLUMNS: CsvColumn<StockDailyRowDto>[] = FIGURE_COLUMNS;

const EXPIRY_CSV_COLUMNS: CsvColumn<StockExpiryRowDto>[] = [
  { header: EXPIRY.productCode, value: (row) => row.productCode },
  { header: EXPIRY.productName, value: (row) => row.productName },
  { header: EXPIRY.warehouseCode, value: (row) => row.warehouseCode },
  { header: EXPIRY.warehouseName, value: (row) => row.warehouseName },
  { header: EXPIRY.lotNo, value: (row) => row.lotNo },
  { header: EXPIRY.expiresOn, value: (row) => row.expiresOn },
  { header: EXPIRY.daysLeft, value: (row) => row.daysLeft },
  { header: EXPIRY.onHand, value: (row) => row.onHand },
  { header: EXPIRY.allocated, value: (row) => row.allocated },
];

const tags = ['stocks'];
const idParams = z.object({ id: z.string() });
const idOf = (request: { params: { id: string } }) =>
  pathId(request.params.id, STOCK_MESSAGES.notFound);

/** 在庫: the list (by product or by warehouse), its CSV, a row, its registration, adjustment and history. */
export async function stocksRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  registerListRoutes(app, {
    tags,
    endpoints,
    response: responses.search,
    schemas: { search: stockSearchSchema, export: stockExportSchema },
    search: (scope, search: StockSearch) => searchStocks(db, scope, search),
    exportReader: (scope, search) => stockExportReader(db, scope, search),
    csv: { title: PAGE_TITLES.stocks.list, columns: CSV_COLUMNS },
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => ({ data: await showStock(db, scopeOf(request), idOf(request)) }),
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: stockStoreSchema, response: { 201: responses.store } } },
    async (request, reply) =>
      reply.status(201).send({ data: await storeStock(db, actorOf(request), request.body) }),
  );

  r.put(
    endpoints.adjust.path,
    {
      schema: {
        tags,
        params: idParams,
        body: stockAdjustSchema,
        response: { 200: responses.adjust },
      },
    },
    async (request) => {
      const id = idOf(request);
      return { data: await adjustStockFromForm(db, actorOf(request), id, request.body) };
    },
  );

  r.get(
    endpoints.history.path,
    {
      schema: {
        tags,
        params: idParams,
        querystring: stockHistoryQuerySchema,
        response: { 200: responses.history },
      },
    },
    async (request) => ({
      data: await stockHistory(db, scopeOf(request), idOf(request), request.query),
    }),
  );

  // 在庫差異: the warehouses' reported figures against ours, their adoption and a new fetch.
  r.post(
    endpoints.diffSearch.path,
    {
      schema: {
        tags,
        body: orEmpty(stockDiffSearchSchema),
        response: { 200: responses.diffSearch },
      },
    },
    async (request) => ({
      data: await searchStockDiffs(db, scopeOf(request), request.body as StockDiffSearch),
    }),
  );

  r.post(
    endpoints.diffAdopt.path,
    { schema: { tags, body: stockAdoptSchema, response: { 200: responses.diffAdopt } } },
    async (request) => ({
      data: await adoptWarehouseFigures(db, actorOf(request), request.body.reportIds),
    }),
  );

  r.post(
    endpoints.diffFetch.path,
    { schema: { tags, body: stockFetchSchema, response: { 202: responses.diffFetch } } },
    async (request, reply) => {
      const actor = { scope: scopeOf(request), userId: authOf(request).userId };
      const process = await fetchWarehouseFigures(db, actor, request.body.warehouseId);
      return reply.code(202).send({ data: process });
    },
  );

  // 日次在庫表: the figures as of the end of a past day (JST), from the ledger (decision 068).
  r.post(
    endpoints.dailySearch.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: stockDailySearchSchema, response: { 200: responses.dailySearch } },
    },
    async (request) => ({ data: await searchDailyStock(db, scopeOf(request), request.body) }),
  );

  r.post(
    endpoints.dailyExport.path,
    { config: { access: 'signedIn' }, schema: { tags, body: stockDailyExportSchema } },
    async (request, reply) => {
      const { encoding, ...search } = request.body;
      return sendCsvText(reply, {
        filename: `${PAGE_TITLES.stocks.daily}_${search.date.replaceAll('-', '')}.csv`,
        encoding,
        columns: DAILY_CSV_COLUMNS,
        text: dailyStockCsvChunks(db, scopeOf(request), search as StockDailySearch),
      });
    },
  );

  // 賞味期限管理: lots near or past their 賞味期限 (decision 073); its CSV is named by the state.
  registerListRoutes(app, {
    tags,
    endpoints: { search: endpoints.expirySearch, export: endpoints.expiryExport },
    response: responses.expirySearch,
    schemas: { search: stockExpirySearchSchema, export: stockExpiryExportSchema },
    search: (scope, search: StockExpirySearch) => searchExpiryLots(db, scope, search),
    exportReader: (scope, search) => expiryExportReader(db, scope, search),
    csv: {
      title: (search) => `${PAGE_TITLES.stocks.expiry}_${EXPIRY_STATE_LABELS[search.state]}`,
      columns: EXPIRY_CSV_COLUMNS,
    },
  });
}
