import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf } from '../contracts/page.ts';
import { ALLOCATION_METHOD_VALUES, ALLOCATION_PRIORITY_VALUES } from '../labels/outbound.ts';

/** The allocation API: the organisation's settings (/allocation) and the engine's two actions. */
export const allocationEndpoints = {
  showSettings: endpoint('GET', '/api/allocation/settings'),
  updateSettings: endpoint('PUT', '/api/allocation/settings'),
  run: endpoint('POST', '/api/allocation/run'),
  release: endpoint('POST', '/api/allocation/release'),
} as const;

/** The audit trail's record id of the (single) settings record. */
export const ALLOCATION_SETTINGS_RECORD_ID = 1;

export const allocationSettingsSchema = z.object({
  method: z.enum(ALLOCATION_METHOD_VALUES),
  priority: z.enum(ALLOCATION_PRIORITY_VALUES),
  allowPartial: z.boolean(),
  autoEnabled: z.boolean(),
  autoIntervalMinutes: z.number().int(),
  cutoffHour: z.number().int(),
  expiryWarningDays: z.number().int(),
  defaultWarehouseGroupId: z.number().int().nullable(),
  /** 0 while the organisation still runs on the defaults (no row saved yet). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AllocationSettingsDto = z.infer<typeof allocationSettingsSchema>;

/** A run's outcome per order: 引当済, 一部引当, still 未引当 (在庫不足), or not allocatable now. */
export const allocationSummarySchema = z.object({
  allocated: z.number().int(),
  partial: z.number().int(),
  short: z.number().int(),
  skipped: z.number().int(),
});
export type AllocationSummary = z.infer<typeof allocationSummarySchema>;

export const releaseSummarySchema = z.object({
  released: z.number().int(),
  skipped: z.number().int(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

export const allocationResponses = {
  showSettings: dataOf(allocationSettingsSchema),
  updateSettings: dataOf(allocationSettingsSchema),
  run: dataOf(allocationSummarySchema),
  release: dataOf(releaseSummarySchema),
} as const;
