import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { LOT_NO_MAX } from '../inbound/receiving-schedule-schema.ts';
import { STOCK_QUANTITY_MAX } from '../stocks/stock-schema.ts';
import {
  blankToNull,
  optionalRecordId,
  optionalString,
  queryInteger,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';
import { TRANSFER_MESSAGES as M, TRANSFER_STATUS_VALUES } from './transfer-messages.ts';
import { oneLinePerProduct } from '../validation/line-rules.ts';

/** 在庫移動 (issue 28 § 3, decision 071): list, register, show, cancel. */
export const transferEndpoints = {
  search: endpoint('POST', '/api/transfers/search'),
  store: endpoint('POST', '/api/transfers/store'),
  show: endpoint('GET', '/api/transfers/show/:id'),
  cancel: endpoint('POST', '/api/transfers/cancel/:id'),
  /** The lots of a product a source warehouse can send (the form's lot select). */
  sourceLots: endpoint('GET', '/api/transfers/source_lots'),
} as const;

export const TRANSFER_LINES_MAX = 500;
export const TRANSFER_MEMO_MAX = 1000;
const id = () => requiredInteger({ min: 1 });

const lines = z
  .array(
    z.object({
      productId: id(),
      quantity: requiredInteger({ min: 1, max: STOCK_QUANTITY_MAX }),
      /** The lot to move (ロット管理 products); none: first expiry first (decision 065). */
      lotNo: optionalString(LOT_NO_MAX).optional(),
    }),
  )
  .min(1, M.noLines)
  .max(TRANSFER_LINES_MAX)
  .superRefine(oneLinePerProduct('productId', M.duplicateProduct));

/** 在庫移動の登録: from an own warehouse to another; a vendor when the destination is external. */
export const transferStoreSchema = z
  .object({
    sourceWarehouseId: id(),
    destinationWarehouseId: id(),
    vendorId: optionalRecordId().optional(),
    memo: optionalString(TRANSFER_MEMO_MAX, { multiline: true }),
    lines,
  })
  .superRefine((values, ctx) => {
    if (values.sourceWarehouseId === values.destinationWarehouseId) {
      ctx.addIssue({ code: 'custom', message: M.sameWarehouse, path: ['destinationWarehouseId'] });
    }
  });
export type TransferStoreInput = z.input<typeof transferStoreSchema>;
export type TransferStoreValues = z.output<typeof transferStoreSchema>;

export const transferSearchSchema = z.object({
  ...searchBodyShape(['number', 'created_at'] as const, 'created_at', { defaultDirection: 'desc' }),
  status: blankToNull(requiredEnum(TRANSFER_STATUS_VALUES)).optional(),
  warehouseId: blankToNull(id()).optional(),
});
export type TransferSearchInput = z.input<typeof transferSearchSchema>;
export type TransferSearch = z.output<typeof transferSearchSchema>;

const int = () => z.number().int();

/** The lot select's query: a product's lots at the source warehouse. */
export const transferSourceLotsQuerySchema = z.object({
  warehouseId: queryInteger({ min: 1 }),
  productId: queryInteger({ min: 1 }),
});
export type TransferSourceLotsQuery = z.output<typeof transferSourceLotsQuerySchema>;

/** A lot the source can send: its free pieces (on hand − allocated). */
export const transferSourceLotSchema = z.object({
  lotNo: z.string(),
  expiresOn: z.string().nullable(),
  free: int(),
});
export type TransferSourceLotDto = z.infer<typeof transferSourceLotSchema>;

/** A lot a line took from the source, and how much of it arrived or went back. */
export const transferLineLotSchema = z.object({
  lotNo: z.string(),
  expiresOn: z.string().nullable(),
  quantity: int(),
  receivedQuantity: int(),
  returnedQuantity: int(),
});
export type TransferLineLotDto = z.infer<typeof transferLineLotSchema>;

export const transferLineSchema = z.object({
  id: int(),
  lineNumber: int(),
  productId: int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: int(),
  receivedQuantity: int(),
  returnedQuantity: int(),
  /** 移動中: left the source, neither arrived nor returned. */
  inTransitQuantity: int(),
  /** The lots it moved (ロット管理 products; empty for others). */
  lots: z.array(transferLineLotSchema),
});
export type TransferLineDto = z.infer<typeof transferLineSchema>;

export const transferSchema = z.object({
  id: int(),
  number: z.string(),
  status: z.enum(TRANSFER_STATUS_VALUES),
  sourceWarehouseId: int(),
  sourceWarehouseName: z.string(),
  destinationWarehouseId: int(),
  destinationWarehouseName: z.string(),
  /** The destination is an external warehouse: the stock travels as an inbound schedule. */
  viaSchedule: z.boolean(),
  receivingScheduleId: int().nullable(),
  receivingScheduleNumber: z.string().nullable(),
  memo: z.string().nullable(),
  lineCount: int(),
  quantity: int(),
  inTransitQuantity: int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  version: int(),
});
export type TransferDto = z.infer<typeof transferSchema>;

export const transferDetailSchema = transferSchema.extend({ lines: z.array(transferLineSchema) });
export type TransferDetailDto = z.infer<typeof transferDetailSchema>;

export const transferResponses = {
  search: dataOf(pageSchema(transferSchema)),
  store: dataOf(transferDetailSchema),
  show: dataOf(transferDetailSchema),
  cancel: dataOf(transferDetailSchema),
  sourceLots: dataOf(z.array(transferSourceLotSchema)),
};
