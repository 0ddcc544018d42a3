import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { isExternalWarehouseType, WAREHOUSE_TYPE_VALUES } from '../labels/warehouses.ts';
import { omittableAddressShape, requireWholeAddress } from '../validation/address-fields.ts';
import {
  blankToNull,
  optionalRecordId,
  requiredBoolean,
  requiredEnum,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { alphanumericHyphenSchema, patternString, phoneSchema } from '../validation/patterns.ts';

export const WAREHOUSE_CODE_MAX = 30;
export const WAREHOUSE_NAME_MAX = 100;
/** The shipping cut-off (出荷締め時刻) when none is given: the spec's cut-off hour. */
export const DEFAULT_CUTOFF_TIME = '13:00';
/** 00:00–23:59, two digits each. */
export const CUTOFF_TIME_PATTERN = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;

const baseSchema = z.object({
  code: alphanumericHyphenSchema(WAREHOUSE_CODE_MAX),
  name: requiredString(WAREHOUSE_NAME_MAX),
  type: requiredEnum(WAREHOUSE_TYPE_VALUES),
  inUse: requiredBoolean(),
  appSettingId: optionalRecordId().optional(),
  ...omittableAddressShape(),
  phone: blankToNull(phoneSchema()).optional(),
  cutoffTime: patternString(CUTOFF_TIME_PATTERN).default(DEFAULT_CUTOFF_TIME),
  isActive: requiredBoolean(),
});

type WarehouseBase = z.output<typeof baseSchema>;

function checkWarehouse(values: WarehouseBase, ctx: z.RefinementCtx) {
  if (isExternalWarehouseType(values.type) && !values.appSettingId) {
    ctx.addIssue({ code: 'custom', path: ['appSettingId'], message: REQUIRED_MESSAGE });
  }
  requireWholeAddress(values, ctx);
}

/**
 * The warehouse form and the store body. External types (RSL, STOCKCREW, その他3PL) need a
 * system-integration setting; an address, once started, needs every part but the building.
 */
export const warehouseFormSchema = baseSchema.superRefine(checkWarehouse);

/** The update body: the form plus the version it was loaded at (optimistic lock). */
export const warehouseUpdateSchema = withLoadedVersion(baseSchema).superRefine(checkWarehouse);

export type WarehouseFormInput = z.input<typeof warehouseFormSchema>;
export type WarehouseFormValues = z.output<typeof warehouseFormSchema>;

export const WAREHOUSE_SORT_FIELDS = [
  'code',
  'id',
  'name',
  'type',
  'in_use',
  'cutoff_time',
  'is_active',
  'updated_at',
] as const;
export type WarehouseSortField = (typeof WAREHOUSE_SORT_FIELDS)[number];

export const warehouseSearchSchema = z.object({
  ...searchBodyShape(WAREHOUSE_SORT_FIELDS, 'code', { keywordMax: WAREHOUSE_NAME_MAX }),
  type: blankToNull(requiredEnum(WAREHOUSE_TYPE_VALUES)).optional(),
  inUse: blankToNull(requiredBoolean()).optional(),
  isActive: blankToNull(requiredBoolean()).optional(),
});
export type WarehouseSearchInput = z.input<typeof warehouseSearchSchema>;
export type WarehouseSearch = z.output<typeof warehouseSearchSchema>;

/** The CSV export body: the search (paging ignored) plus the file's encoding. */
export const warehouseExportSchema = csvExportSchema(warehouseSearchSchema);
