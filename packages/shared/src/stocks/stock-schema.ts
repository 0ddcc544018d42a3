import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { STOCK_ADJUSTMENT_REASONS } from '../labels/stocks.ts';
import {
  blankToNull,
  optionalString,
  queryInteger,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';

/** Stock figures are whole pieces from 0 to int4's top; a delta may go either way. */
export const STOCK_QUANTITY_MAX = 99_999_999;
const quantity = () => requiredInteger({ min: 0, max: STOCK_QUANTITY_MAX });
export const STOCK_NOTE_MAX = 500;

export const STOCK_TYPES = ['stockByProduct', 'stockByWarehouse'] as const;
export type StockType = (typeof STOCK_TYPES)[number];
export const STOCK_TYPE_LABELS: Record<StockType, string> = {
  stockByProduct: '商品別',
  stockByWarehouse: '倉庫別',
};

export const STOCK_SORT_FIELDS = [
  'product_code',
  'name',
  'warehouse_code',
  'on_hand',
  'allocated',
  'available',
  'non_sellable',
] as const;
export type StockSortField = (typeof STOCK_SORT_FIELDS)[number];

/** The stock list's search: product (code/name keyword, JAN), warehouse or group, two flags. */
export const stockSearchSchema = z.object({
  ...searchBodyShape(STOCK_SORT_FIELDS, 'product_code'),
  stockType: requiredEnum(STOCK_TYPES).default('stockByProduct'),
  janCode: blankToNull(optionalString(13)).optional(),
  warehouseId: blankToNull(requiredInteger({ min: 1 })).optional(),
  warehouseGroupId: blankToNull(requiredInteger({ min: 1 })).optional(),
  /** Only short or out of stock: available below the product's threshold, or none. */
  shortOnly: blankToNull(requiredBoolean()).optional(),
  nonSellableOnly: blankToNull(requiredBoolean()).optional(),
});
export type StockSearchInput = z.input<typeof stockSearchSchema>;
export type StockSearch = z.output<typeof stockSearchSchema>;
export const stockExportSchema = csvExportSchema(stockSearchSchema);

/** /stocks/register: the initial stock of a product in a warehouse. */
export const stockStoreSchema = z.object({
  productId: requiredInteger({ min: 1 }),
  warehouseId: requiredInteger({ min: 1 }),
  onHand: quantity(),
  nonSellable: quantity().default(0),
  note: optionalString(STOCK_NOTE_MAX, { multiline: true }),
});
export type StockStoreInput = z.input<typeof stockStoreSchema>;
export type StockStoreValues = z.output<typeof stockStoreSchema>;

export const STOCK_ADJUSTMENT_MODES = ['set', 'delta'] as const;
export type StockAdjustmentMode = (typeof STOCK_ADJUSTMENT_MODES)[number];
export const STOCK_ADJUSTMENT_MODE_LABELS: Record<StockAdjustmentMode, string> = {
  set: '新しい在庫数',
  delta: '増減数',
};

/** /stocks/{id}/edit: a new figure or a +/− delta of on_hand, with a reason; `version` as loaded. */
export const stockAdjustSchema = z.object({
  mode: requiredEnum(STOCK_ADJUSTMENT_MODES),
  quantity: requiredInteger({ min: -STOCK_QUANTITY_MAX, max: STOCK_QUANTITY_MAX }),
  reason: requiredEnum(STOCK_ADJUSTMENT_REASONS),
  note: optionalString(STOCK_NOTE_MAX, { multiline: true }),
  version: requiredInteger({ min: 1 }),
});
export type StockAdjustInput = z.input<typeof stockAdjustSchema>;
export type StockAdjustValues = z.output<typeof stockAdjustSchema>;

/** The chart reads the latest movements in one page of at most this many. */
export const STOCK_HISTORY_PER_PAGE_MAX = 500;
export const stockHistoryQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
  perPage: queryInteger({ min: 1, max: STOCK_HISTORY_PER_PAGE_MAX }).default(20),
});
export type StockHistoryQuery = z.output<typeof stockHistoryQuerySchema>;

/** 在庫差異: the warehouse's reported figures against ours. */
export const stockDiffSearchSchema = z.object({
  ...searchBodyShape(['product_code', 'warehouse_code', 'difference'] as const, 'product_code'),
  warehouseId: blankToNull(requiredInteger({ min: 1 })).optional(),
  /** Only the rows whose figures differ (the default). */
  differencesOnly: requiredBoolean().default(true),
});
export type StockDiffSearchInput = z.input<typeof stockDiffSearchSchema>;
export type StockDiffSearch = z.output<typeof stockDiffSearchSchema>;

/** Adopt the warehouse's figure for the chosen reported rows. */
export const stockAdoptSchema = z.object({
  reportIds: z
    .array(requiredInteger({ min: 1 }))
    .min(1)
    .max(500),
});
export type StockAdoptValues = z.output<typeof stockAdoptSchema>;

/** Ask a warehouse for its figures (在庫検索 through the provider). */
export const stockFetchSchema = z.object({ warehouseId: requiredInteger({ min: 1 }) });
