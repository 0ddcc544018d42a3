import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { SHOP_MALLS } from '../labels/masters.ts';
import { MASTER_CODE_MAX, MASTER_NAME_MAX } from '../suppliers/supplier-schema.ts';
import {
  blankToNull,
  optionalRecordId,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { alphanumericHyphenSchema, urlStartSchema } from '../validation/patterns.ts';
import { checkShopShipping, shopShippingShape } from './shop-sender-schema.ts';

export const SHOP_URL_MAX = 2048;
/** 引当不可日数 up to ten years: anything longer means the shop never takes a lot. */
export const SHOP_UNALLOCATABLE_DAYS_MAX = 3650;

const baseSchema = z.object({
  code: alphanumericHyphenSchema(MASTER_CODE_MAX),
  name: requiredString(MASTER_NAME_MAX),
  mall: requiredEnum(SHOP_MALLS),
  url: blankToNull(urlStartSchema(SHOP_URL_MAX)),
  warehouseGroupId: optionalRecordId(),
  isActive: requiredBoolean(),
  // 引当不可日数: at least this many days to a lot's 賞味期限 for the shop's orders (decision 065).
  unallocatableDays: requiredInteger({ min: 0, max: SHOP_UNALLOCATABLE_DAYS_MAX }).default(0),
  ...shopShippingShape(),
});

/**
 * The shop form (ショップ): the mall it sells on, the warehouse group orders are allocated from, and
 * the 送り主, 納品書 message and carrier codes the shipping day prints (all or none per block).
 */
export const shopFormSchema = baseSchema.superRefine(checkShopShipping);

export const shopUpdateSchema = withLoadedVersion(baseSchema).superRefine(checkShopShipping);

export type ShopFormInput = z.input<typeof shopFormSchema>;
export type ShopFormValues = z.output<typeof shopFormSchema>;

export const SHOP_SORT_FIELDS = ['code', 'name', 'mall', 'is_active', 'updated_at'] as const;
export type ShopSortField = (typeof SHOP_SORT_FIELDS)[number];

/** The list's search body: keyword (code, name, URL), mall and 利用. */
export const shopSearchSchema = z.object({
  ...searchBodyShape(SHOP_SORT_FIELDS, 'code'),
  mall: blankToNull(requiredEnum(SHOP_MALLS)).optional(),
  isActive: blankToNull(requiredBoolean()).optional(),
});
export type ShopSearchInput = z.input<typeof shopSearchSchema>;
export type ShopSearch = z.output<typeof shopSearchSchema>;

/** The CSV export body: the list's filters and sort (paging ignored) plus the encoding. */
export const shopExportSchema = csvExportSchema(shopSearchSchema);
export type ShopExportInput = z.input<typeof shopExportSchema>;
