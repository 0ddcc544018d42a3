import { z } from 'zod';
import { ALLOCATION_METHOD_VALUES, ALLOCATION_PRIORITY_VALUES } from '../labels/outbound.ts';
import {
  optionalRecordId,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';

/** The automatic run's interval bounds (minutes), as the table's check. */
export const AUTO_INTERVAL_MIN = 5;
export const AUTO_INTERVAL_MAX = 1440;
/** 期限切れ間近の日数's bounds, as the table's check. */
export const EXPIRY_WARNING_DAYS_MIN = 1;
export const EXPIRY_WARNING_DAYS_MAX = 365;
/** How many orders one allocate/release request may name. */
export const ALLOCATION_IDS_MAX = 5000;

/** /allocation 引当処理設定: the form (and PUT body without its version). */
export const allocationSettingsFormSchema = z.object({
  method: requiredEnum(ALLOCATION_METHOD_VALUES),
  priority: requiredEnum(ALLOCATION_PRIORITY_VALUES),
  allowPartial: requiredBoolean(),
  autoEnabled: requiredBoolean(),
  autoIntervalMinutes: requiredInteger({ min: AUTO_INTERVAL_MIN, max: AUTO_INTERVAL_MAX }),
  cutoffHour: requiredInteger({ min: 0, max: 23 }),
  expiryWarningDays: requiredInteger({
    min: EXPIRY_WARNING_DAYS_MIN,
    max: EXPIRY_WARNING_DAYS_MAX,
  }),
  defaultWarehouseGroupId: optionalRecordId(),
});
export type AllocationSettingsFormInput = z.input<typeof allocationSettingsFormSchema>;
export type AllocationSettingsFormValues = z.output<typeof allocationSettingsFormSchema>;

export const allocationSettingsUpdateSchema = allocationSettingsFormSchema.extend({
  version: requiredInteger({ min: 0 }),
});
export type AllocationSettingsUpdateValues = z.output<typeof allocationSettingsUpdateSchema>;

const orderIds = z
  .array(requiredInteger({ min: 1 }))
  .min(1)
  .max(ALLOCATION_IDS_MAX);

/** 引当: the selected orders, or every 未引当/一部引当 order when none are named. */
export const allocationRunSchema = z.object({ orderIds: orderIds.optional() });
export type AllocationRunValues = z.output<typeof allocationRunSchema>;

/** 引当解除: the selected orders. */
export const allocationReleaseSchema = z.object({ orderIds });
export type AllocationReleaseValues = z.output<typeof allocationReleaseSchema>;
