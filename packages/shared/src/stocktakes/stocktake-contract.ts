import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { csvEncodingSchema } from '../contracts/csv-export.ts';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { PRODUCT_IMPORT_ENCODINGS } from '../products/product-import-contract.ts';
import { STOCK_QUANTITY_MAX } from '../stocks/stock-schema.ts';
import {
  blankToNull,
  optionalString,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';
import { STOCKTAKE_STATUS_VALUES } from './stocktake-messages.ts';

/** 棚卸 (stocktake, issue 28 § 4, decision 069): start, count, review, apply or cancel. */
export const stocktakeEndpoints = {
  search: endpoint('POST', '/api/stocktakes/search'),
  store: endpoint('POST', '/api/stocktakes/store'),
  show: endpoint('GET', '/api/stocktakes/show/:id'),
  lines: endpoint('POST', '/api/stocktakes/lines/:id'),
  count: endpoint('PUT', '/api/stocktakes/count/:id'),
  sheet: endpoint('POST', '/api/stocktakes/sheet/:id'),
  import: endpoint('POST', '/api/stocktakes/import/:id'),
  apply: endpoint('POST', '/api/stocktakes/apply/:id'),
  cancel: endpoint('POST', '/api/stocktakes/cancel/:id'),
} as const;

/** Product codes typed or pasted for a partial count: at most this many characters. */
export const STOCKTAKE_CODES_MAX = 20_000;

/** Shelves one count may be limited to (a warehouse's whole list fits). */
export const STOCKTAKE_LOCATIONS_MAX = 1000;

/**
 * 棚卸開始: an own warehouse, optionally only some of its shelves (none: the whole warehouse) and
 * only the products matching a keyword or listed by code.
 */
export const stocktakeStoreSchema = z.object({
  warehouseId: requiredInteger({ min: 1 }),
  locationIds: z
    .array(requiredInteger({ min: 1 }))
    .max(STOCKTAKE_LOCATIONS_MAX)
    .optional(),
  keyword: optionalString(255).optional(),
  /** Product codes separated by line breaks, commas or spaces. */
  productCodes: optionalString(STOCKTAKE_CODES_MAX, { multiline: true }).optional(),
});
export type StocktakeStoreInput = z.input<typeof stocktakeStoreSchema>;
export type StocktakeStoreValues = z.output<typeof stocktakeStoreSchema>;

export const stocktakeSearchSchema = z.object({
  ...searchBodyShape(['started_at'] as const, 'started_at', { defaultDirection: 'desc' }),
  warehouseId: blankToNull(requiredInteger({ min: 1 })).optional(),
  status: blankToNull(requiredEnum(STOCKTAKE_STATUS_VALUES)).optional(),
});
export type StocktakeSearchInput = z.input<typeof stocktakeSearchSchema>;
export type StocktakeSearch = z.output<typeof stocktakeSearchSchema>;

export const STOCKTAKE_LINE_FILTERS = ['all', 'differences', 'uncounted'] as const;
export type StocktakeLineFilter = (typeof STOCKTAKE_LINE_FILTERS)[number];
export const STOCKTAKE_LINE_FILTER_LABELS: Record<StocktakeLineFilter, string> = {
  all: 'すべて',
  differences: '差異あり',
  uncounted: '未入力',
};

export const stocktakeLineSearchSchema = z.object({
  ...searchBodyShape(['location', 'product_code', 'difference'] as const, 'location'),
  filter: requiredEnum(STOCKTAKE_LINE_FILTERS).default('all'),
});
export type StocktakeLineSearchInput = z.input<typeof stocktakeLineSearchSchema>;
export type StocktakeLineSearch = z.output<typeof stocktakeLineSearchSchema>;

/** One product's 実棚数 typed on screen; null clears it (uncounted). */
export const stocktakeCountSchema = z.object({
  lineId: requiredInteger({ min: 1 }),
  counted: blankToNull(requiredInteger({ min: 0, max: STOCK_QUANTITY_MAX })),
});
export type StocktakeCountValues = z.output<typeof stocktakeCountSchema>;

/** The 棚卸表's file: a CSV to fill and import, or a PDF to print for the floor. */
export const STOCKTAKE_SHEET_FORMATS = ['csv', 'pdf'] as const;

/** 棚卸表 (count sheet), CSV or PDF: with or without 理論在庫 (blind count). */
export const stocktakeSheetSchema = z.object({
  format: requiredEnum(STOCKTAKE_SHEET_FORMATS).default('csv'),
  /** The CSV's encoding; a PDF ignores it. */
  encoding: csvEncodingSchema,
  blind: requiredBoolean().default(false),
});
export const stocktakeImportQuerySchema = z.object({
  encoding: requiredEnum(PRODUCT_IMPORT_ENCODINGS).default('auto'),
});

const int = () => z.number().int();

export const stocktakeSchema = z.object({
  id: int(),
  warehouseId: int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  status: z.enum(STOCKTAKE_STATUS_VALUES),
  /** What the count covers when not every product (keyword / codes), as typed. */
  productFilter: z.string().nullable(),
  /** The shelves' codes the count is limited to (null: the whole warehouse). */
  locationFilter: z.string().nullable(),
  lineCount: int(),
  countedCount: int(),
  differenceCount: int(),
  /** Products whose stock the apply changed (null until applied). */
  adjustedCount: int().nullable(),
  startedAt: z.string(),
  startedBy: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type StocktakeDto = z.infer<typeof stocktakeSchema>;

export const stocktakeLineSchema = z.object({
  id: int(),
  productId: int(),
  productCode: z.string(),
  productName: z.string(),
  janCode: z.string().nullable(),
  /** The shelf counted (null: 棚番未設定, the pieces on no shelf). */
  locationId: int().nullable(),
  locationCode: z.string().nullable(),
  /** 理論在庫: on_hand when the count started. */
  expected: int(),
  /** 実棚数, null while uncounted. */
  counted: int().nullable(),
  /** 差異 = counted − expected (null while uncounted). */
  difference: int().nullable(),
  /** 現在庫: on_hand now on the line's shelf (moves during the count). */
  currentOnHand: int(),
});
export type StocktakeLineDto = z.infer<typeof stocktakeLineSchema>;

export const stocktakeResponses = {
  search: dataOf(pageSchema(stocktakeSchema)),
  store: dataOf(stocktakeSchema),
  show: dataOf(stocktakeSchema),
  lines: dataOf(pageSchema(stocktakeLineSchema)),
  count: dataOf(stocktakeLineSchema),
  import: dataOf(z.object({ counted: int() })),
  apply: dataOf(stocktakeSchema),
  cancel: dataOf(stocktakeSchema),
};
