import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, recordStamps, resourceResponses } from '../contracts/page.ts';
import {
  PRODUCT_SALES_STATUS_VALUES,
  TAX_RATE_VALUES,
  TEMPERATURE_ZONE_VALUES,
} from '../labels/products.ts';
import { processSchema } from '../processes/process-contract.ts';

/** The products API (商品設定); request bodies are in product-schema.ts. */
export const productEndpoints = {
  search: endpoint('POST', '/api/products/search'),
  show: endpoint('GET', '/api/products/show/:id'),
  store: endpoint('POST', '/api/products/store'),
  update: endpoint('PUT', '/api/products/update/:id'),
  destroy: endpoint('DELETE', '/api/products/destroy/:id'),
  export: endpoint('POST', '/api/products/export'),
  /** The product's SKU対応表 (by product id). */
  skuMappings: endpoint('GET', '/api/products/sku_mappings/:id'),
  skuMappingStore: endpoint('POST', '/api/products/sku_mappings/store/:id'),
  /** By the mapping's own id. */
  skuMappingDestroy: endpoint('DELETE', '/api/products/sku_mappings/destroy/:id'),
  /** 送信: 商品登録・更新 of the chosen products (a process). */
  send: endpoint('POST', '/api/products/send'),
  /** 取得: 商品検索, the warehouse's products compared with ours (a process). */
  fetch: endpoint('POST', '/api/products/fetch'),
} as const;

const nullableText = () => z.string().nullable();
const nullableInt = () => z.number().int().nullable();

/** A product as the API answers it, with its supplier's code and name for the list. */
export const productSchema = z.object({
  id: z.number().int(),
  productCode: z.string(),
  representativeCode: nullableText(),
  name: z.string(),
  janCode: nullableText(),
  price: z.number().int(),
  cost: z.number().int(),
  weightG: nullableInt(),
  widthMm: nullableInt(),
  depthMm: nullableInt(),
  heightMm: nullableInt(),
  salesStatus: z.enum(PRODUCT_SALES_STATUS_VALUES),
  stockManaged: z.boolean(),
  stockThreshold: z.number().int(),
  supplierId: nullableInt(),
  supplier: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  note: nullableText(),
  rslLinked: z.boolean(),
  temperatureZone: z.enum(TEMPERATURE_ZONE_VALUES),
  isDangerous: z.boolean(),
  lotManaged: z.boolean(),
  serialManaged: z.boolean(),
  taxRate: z.literal(TAX_RATE_VALUES),
  /** Set once an external warehouse accepted the product: its code is fixed from then on. */
  externalLinkedAt: nullableText(),
  /** Across the warehouses: 実在庫数 and 引当可能数 (0 without stock rows). */
  stockOnHand: z.number().int(),
  stockAvailable: z.number().int(),
  ...recordStamps,
});
export type ProductDto = z.infer<typeof productSchema>;

/** One row of the SKU対応表: the product's code at a shop. */
export const skuMappingSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  shop: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  shopSkuCode: z.string(),
  createdAt: z.string(),
});
export type SkuMappingDto = z.infer<typeof skuMappingSchema>;

export const productResponses = {
  ...resourceResponses(productSchema),
  skuMappings: dataOf(z.array(skuMappingSchema)),
  skuMappingStore: dataOf(skuMappingSchema),
  send: dataOf(processSchema),
  fetch: dataOf(processSchema),
};
