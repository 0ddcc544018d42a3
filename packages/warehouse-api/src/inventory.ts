import { z } from 'zod';
import {
  pageSchema,
  pagingQueryBy,
  quantitySchema,
  sinceQuerySchema,
  timestampSchema,
} from './common.ts';

/** The warehouse's stock of one product: sellable and non-sellable (damaged, defective returns). */
export const inventoryRowSchema = z.object({
  productCode: z.string(),
  quantity: quantitySchema,
  nonSellableQuantity: quantitySchema,
  updatedAt: timestampSchema,
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export const inventoryQuerySchema = pagingQueryBy('productCode');
export type InventoryQuery = z.input<typeof inventoryQuerySchema>;
export const inventoryPageSchema = pageSchema(inventoryRowSchema);

/** 在庫差異: one stock change the warehouse made (receipt, shipment, return, stocktake), since a time. */
export const INVENTORY_CHANGE_REASONS = ['入荷', '出荷', '返品', '棚卸'] as const;
export const inventoryDiffRowSchema = z.object({
  productCode: z.string(),
  reason: z.enum(INVENTORY_CHANGE_REASONS),
  quantityBefore: quantitySchema,
  quantityAfter: quantitySchema,
  nonSellableBefore: quantitySchema,
  nonSellableAfter: quantitySchema,
  changedAt: timestampSchema,
});
export type InventoryDiffRow = z.infer<typeof inventoryDiffRowSchema>;
export const inventoryDiffQuerySchema = sinceQuerySchema;
export type InventoryDiffQuery = z.input<typeof inventoryDiffQuerySchema>;
export const inventoryDiffPageSchema = pageSchema(inventoryDiffRowSchema);

/** 返品実績: RSL takes back undelivered parcels; 良品 restocks, 不良品 is non-sellable. */
export const RETURN_REASONS = [
  '長期不在',
  '受取拒否',
  '顧客都合',
  '商品不良',
  '誤配送',
  'その他',
] as const;
export const RETURN_CONDITIONS = ['良品', '不良品'] as const;
export const customerReturnRowSchema = z.object({
  returnNumber: z.string(),
  orderNumber: z.string(),
  instructionNumber: z.string(),
  /** The warehouse's own id of the instruction the parcel was shipped under. */
  instructionRef: z.string(),
  returnedAt: timestampSchema,
  reason: z.enum(RETURN_REASONS),
  lines: z.array(
    z.object({
      productCode: z.string(),
      quantity: quantitySchema,
      condition: z.enum(RETURN_CONDITIONS),
    }),
  ),
});
export type CustomerReturnRow = z.infer<typeof customerReturnRowSchema>;
export const customerReturnQuerySchema = sinceQuerySchema;
export type CustomerReturnQuery = z.input<typeof customerReturnQuerySchema>;
export const customerReturnPageSchema = pageSchema(customerReturnRowSchema);
