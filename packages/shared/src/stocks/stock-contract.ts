import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { processSchema } from '../processes/process-contract.ts';
import { stockDailyPageSchema } from './stock-daily.ts';
import { stockExpiryPageSchema } from './stock-expiry.ts';
import { stockPlaceSchema } from './stock-locations.ts';
import { STOCK_MOVEMENT_KIND_VALUES, type StockMovementKind } from '../labels/stocks.ts';

/** The stock API (在庫); request bodies are in stock-schema.ts. */
export const stockEndpoints = {
  search: endpoint('POST', '/api/stocks/search'),
  export: endpoint('POST', '/api/stocks/export'),
  show: endpoint('GET', '/api/stocks/show/:id'),
  store: endpoint('POST', '/api/stocks/store'),
  adjust: endpoint('PUT', '/api/stocks/adjust/:id'),
  history: endpoint('GET', '/api/stocks/history/:id'),
  diffSearch: endpoint('POST', '/api/stocks/diff/search'),
  diffAdopt: endpoint('POST', '/api/stocks/diff/adopt'),
  diffFetch: endpoint('POST', '/api/stocks/diff/fetch'),
  dailySearch: endpoint('POST', '/api/stocks/daily/search'),
  dailyExport: endpoint('POST', '/api/stocks/daily/export'),
  expirySearch: endpoint('POST', '/api/stocks/expiry/search'),
  expiryExport: endpoint('POST', '/api/stocks/expiry/export'),
} as const;

const figures = {
  /** 実在庫数 */
  onHand: z.number().int(),
  /** 引当数 */
  allocated: z.number().int(),
  /** 引当可能数 = onHand − allocated − expired (decision 073) */
  available: z.number().int(),
  /** 期限切れ: the free pieces of lots past their 賞味期限 (not sellable, never allocated). */
  expired: z.number().int(),
  /** 移動中: pieces on their way to this warehouse by 在庫移動 (decision 071), not yet arrived. */
  inTransit: z.number().int(),
  /** 非販売在庫数 */
  nonSellable: z.number().int(),
  /** 作業中在庫数 */
  inProcess: z.number().int(),
};

const productPart = {
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  janCode: z.string().nullable(),
  stockThreshold: z.number().int(),
};

/** One lot of a ロット管理 product's stock row (decision 065); lotNo '' is ロット不明. */
export const stockLotSchema = z.object({
  lotNo: z.string(),
  /** 賞味期限 (YYYY-MM-DD); null for ロット不明. */
  expiresOn: z.string().nullable(),
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
  /** 期限切れ: past its 賞味期限 (not sellable, never allocated). */
  expired: z.boolean(),
  /** 残り日数: days from today (JST) to 賞味期限, negative once expired; null for ロット不明. */
  remainingDays: z.number().int().nullable(),
  /**
   * Where the lot lies (decision 066 § lot × shelf): its pieces per shelf in the picker's walk, then
   * 棚番未設定 (locationId null); present when any of the row's lots lies on a shelf.
   */
  shelves: z
    .array(
      z.object({
        locationId: z.number().int().nullable(),
        code: z.string().nullable(),
        onHand: z.number().int(),
      }),
    )
    .optional(),
});
export type StockLotDto = z.infer<typeof stockLotSchema>;

/** One stock row (product × warehouse). */
export const stockSchema = z.object({
  id: z.number().int(),
  ...productPart,
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  ...figures,
  /** Available below the product's threshold, or none at all. */
  short: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  /**
   * The lots holding pieces, first expiry first: the detail only, present (maybe empty) for a
   * ロット管理 product so the page can show its lot table.
   */
  lots: z.array(stockLotSchema).optional(),
  /** The pieces per shelf (the detail only, when any lie on a shelf), in the picker's walk. */
  places: z.array(stockPlaceSchema).optional(),
});
export type StockDto = z.infer<typeof stockSchema>;

/**
 * A product's row in one warehouse inside the by-product list: the product is its parent's, so it
 * is not repeated (a page of 20 products × 5 warehouses was 39 kB with it, decision 029).
 */
export const stockOfProductSchema = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  ...figures,
  /** Available below the product's threshold, or none at all. */
  short: z.boolean(),
});
export type StockOfProductDto = z.infer<typeof stockOfProductSchema>;

/** One product of the by-product list: totals over its warehouses, and each warehouse's row. */
export const stockByProductSchema = z.object({
  ...productPart,
  ...figures,
  short: z.boolean(),
  warehouses: z.array(stockOfProductSchema),
});
export type StockByProductDto = z.infer<typeof stockByProductSchema>;

/** The list answers products (stockByProduct) or stock rows (stockByWarehouse). */
export const stockListPageSchema = z.union([
  pageSchema(stockByProductSchema).extend({ stockType: z.literal('stockByProduct') }),
  pageSchema(stockSchema).extend({ stockType: z.literal('stockByWarehouse') }),
]);
export type StockListPage = z.infer<typeof stockListPageSchema>;

/** 在庫履歴: one ledger row. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KIND_VALUES as [StockMovementKind, ...StockMovementKind[]]),
  onHandDelta: z.number().int(),
  allocatedDelta: z.number().int(),
  nonSellableDelta: z.number().int(),
  onHandAfter: z.number().int(),
  allocatedAfter: z.number().int(),
  nonSellableAfter: z.number().int(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  /** The lot that moved (ロット管理 products); '' is ロット不明. */
  lotNo: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovementDto = z.infer<typeof stockMovementSchema>;

/** 在庫差異: ours against the warehouse's last reported figure. */
export const stockDiffSchema = z.object({
  /** The reported row's id (what "adopt" names). */
  id: z.number().int(),
  stockId: z.number().int().nullable(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  /** 実在庫数: ours and the warehouse's; difference = theirs − ours. */
  ours: z.number().int(),
  theirs: z.number().int(),
  difference: z.number().int(),
  /** 非販売在庫数: ours and the warehouse's. */
  oursNonSellable: z.number().int(),
  theirsNonSellable: z.number().int(),
  reportedAt: z.string(),
  /** Ours moved since the warehouse's figure was taken: adopting it is refused until fetched again. */
  stale: z.boolean(),
});
export type StockDiffDto = z.infer<typeof stockDiffSchema>;

export const stockResponses = {
  search: dataOf(stockListPageSchema),
  show: dataOf(stockSchema),
  store: dataOf(stockSchema),
  adjust: dataOf(stockSchema),
  history: dataOf(pageSchema(stockMovementSchema)),
  diffSearch: dataOf(pageSchema(stockDiffSchema)),
  diffAdopt: dataOf(z.object({ adopted: z.number().int() })),
  diffFetch: dataOf(processSchema),
  dailySearch: dataOf(stockDailyPageSchema),
  expirySearch: dataOf(stockExpiryPageSchema),
};
