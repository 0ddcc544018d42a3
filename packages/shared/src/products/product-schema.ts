import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import {
  PRODUCT_SALES_STATUS_VALUES,
  TAX_RATE_VALUES,
  TEMPERATURE_ZONE_VALUES,
} from '../labels/products.ts';
import { MASTER_NOTE_MAX } from '../suppliers/supplier-schema.ts';
import {
  blankToNull,
  optionalString,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { japaneseErrorMap } from '../validation/error-map.ts';
import { janCodeSchema } from '../validation/jan-code.ts';
import { alphanumericHyphenSchema } from '../validation/patterns.ts';

export const PRODUCT_CODE_MAX = 50;
export const PRODUCT_NAME_MAX = 255;
/** Yen, grams and millimetres: whole numbers from 0 within int4. */
const nonNegative = () => requiredInteger({ min: 0 });
const optionalNonNegative = () => blankToNull(nonNegative());

/** The product's fields (商品), shared by the form, the store/update bodies and each CSV row. */
export const productShape = {
  productCode: alphanumericHyphenSchema(PRODUCT_CODE_MAX),
  representativeCode: blankToNull(alphanumericHyphenSchema(PRODUCT_CODE_MAX)),
  name: requiredString(PRODUCT_NAME_MAX),
  janCode: blankToNull(janCodeSchema()),
  price: nonNegative(),
  cost: nonNegative(),
  weightG: optionalNonNegative(),
  widthMm: optionalNonNegative(),
  depthMm: optionalNonNegative(),
  heightMm: optionalNonNegative(),
  salesStatus: requiredEnum(PRODUCT_SALES_STATUS_VALUES),
  stockManaged: requiredBoolean(),
  stockThreshold: nonNegative(),
  supplierId: blankToNull(requiredInteger({ min: 1 })),
  note: optionalString(MASTER_NOTE_MAX, { multiline: true }),
  rslLinked: requiredBoolean(),
  temperatureZone: requiredEnum(TEMPERATURE_ZONE_VALUES),
  isDangerous: requiredBoolean(),
  lotManaged: requiredBoolean(),
  serialManaged: requiredBoolean(),
  /** 10 or 8 (軽減税率), 10 when a caller sends none; anything else → 形式が間違っています. */
  taxRate: z.literal(TAX_RATE_VALUES, { error: japaneseErrorMap }).default(10),
};

export const productFormSchema = z.object(productShape);

/** The update body: the form plus the version it was loaded at (optimistic lock). */
export const productUpdateSchema = withLoadedVersion(productFormSchema);

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

export const PRODUCT_SORT_FIELDS = [
  'product_code',
  'name',
  'jan_code',
  'price',
  'sales_status',
  'updated_at',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** The list's search body: keyword (code, name), JAN, sales status, supplier. */
export const productSearchSchema = z.object({
  ...searchBodyShape(PRODUCT_SORT_FIELDS, 'product_code'),
  janCode: blankToNull(requiredString(13)).optional(),
  salesStatus: blankToNull(requiredEnum(PRODUCT_SALES_STATUS_VALUES)).optional(),
  supplierId: blankToNull(requiredInteger({ min: 1 })).optional(),
});
export type ProductSearchInput = z.input<typeof productSearchSchema>;
export type ProductSearch = z.output<typeof productSearchSchema>;

export const productExportSchema = csvExportSchema(productSearchSchema);
export type ProductExportInput = z.input<typeof productExportSchema>;

export const SHOP_SKU_CODE_MAX = 100;

/** A row added to the SKU対応表: the shop and the product's code there (unique per shop). */
export const skuMappingFormSchema = z.object({
  shopId: requiredInteger({ min: 1 }),
  shopSkuCode: alphanumericHyphenSchema(SHOP_SKU_CODE_MAX),
});
export type SkuMappingFormInput = z.input<typeof skuMappingFormSchema>;
export type SkuMappingFormValues = z.output<typeof skuMappingFormSchema>;

export const PRODUCT_SEND_MAX = 1000;

/** 送信: the chosen products' ids. */
export const productSendSchema = z.object({
  ids: z
    .array(requiredInteger({ min: 1 }))
    .min(1, '商品を選択してください')
    .max(PRODUCT_SEND_MAX, `一度に送信できるのは${PRODUCT_SEND_MAX}件までです`),
});
export type ProductSendInput = z.input<typeof productSendSchema>;

export const productFetchSchema = z.object({}).strict();
