import { z } from 'zod';
import {
  addressSchema,
  batchRequest,
  codeSchema,
  pageSchema,
  pagingQueryBy,
  timestampSchema,
} from './common.ts';

/** A vendor (入荷元) as the warehouse keeps it. */
export const vendorSchema = addressSchema.partial().extend({
  vendorCode: codeSchema,
  name: z.string().min(1).max(200),
});
export type WarehouseVendor = z.infer<typeof vendorSchema>;

export const vendorUpsertRequestSchema = batchRequest('vendors', vendorSchema, 1000);
export type VendorUpsertRequest = z.infer<typeof vendorUpsertRequestSchema>;

export const vendorRowSchema = vendorSchema.extend({ updatedAt: timestampSchema });
export type WarehouseVendorRow = z.infer<typeof vendorRowSchema>;
export const vendorSearchQuerySchema = pagingQueryBy('vendorCode');
export type VendorSearchQuery = z.input<typeof vendorSearchQuerySchema>;
export const vendorPageSchema = pageSchema(vendorRowSchema);

/** 販売状態: the warehouse accepts only 販売中 products. */
export const SALES_STATUSES = ['販売中', '販売停止', '廃盤'] as const;
export const TEMPERATURE_ZONES = ['常温', '冷蔵', '冷凍'] as const;

export const productSchema = z.object({
  productCode: codeSchema,
  name: z.string().min(1).max(255),
  janCode: z.string().nullable().optional(),
  salesStatus: z.enum(SALES_STATUSES),
  temperatureZone: z.enum(TEMPERATURE_ZONES).default('常温'),
  isDangerous: z.boolean().default(false),
  lotManaged: z.boolean().default(false),
  serialManaged: z.boolean().default(false),
  weightG: z.number().int().min(0).nullable().optional(),
  widthMm: z.number().int().min(0).nullable().optional(),
  depthMm: z.number().int().min(0).nullable().optional(),
  heightMm: z.number().int().min(0).nullable().optional(),
});
export type WarehouseProduct = z.input<typeof productSchema>;

export const productUpsertRequestSchema = batchRequest('products', productSchema, 1000);
export type ProductUpsertRequest = z.input<typeof productUpsertRequestSchema>;

export const productRowSchema = productSchema.extend({ updatedAt: timestampSchema });
export type WarehouseProductRow = z.infer<typeof productRowSchema>;
export const productSearchQuerySchema = pagingQueryBy('productCode');
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export const productPageSchema = pageSchema(productRowSchema);

/** A shop SKU (楽天: システム連携用SKU番号) pointing at a warehouse product. */
export const skuMappingSchema = z.object({
  shopCode: codeSchema,
  shopSkuCode: codeSchema,
  productCode: codeSchema,
});
export type WarehouseSkuMapping = z.infer<typeof skuMappingSchema>;
export const skuMappingCreateRequestSchema = batchRequest('mappings', skuMappingSchema, 1000);
export type SkuMappingCreateRequest = z.infer<typeof skuMappingCreateRequestSchema>;
export const skuMappingDeleteRequestSchema = batchRequest(
  'mappings',
  skuMappingSchema.omit({ productCode: true }),
  1000,
);
export type SkuMappingDeleteRequest = z.infer<typeof skuMappingDeleteRequestSchema>;
