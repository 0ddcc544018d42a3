import type { AllocationMethod, AllocationPriority } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations.table.ts';
import { warehouseGroups } from '../warehouse-groups/warehouse-groups.table.ts';
import { versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

/** 引当処理設定: one row per organisation (/allocation); a missing row means the defaults. */
export const allocationSettings = pgTable(
  'allocation_settings',
  {
    organisationId: uuid('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    method: text('method').$type<AllocationMethod>().notNull().default('order'),
    priority: text('priority').$type<AllocationPriority>().notNull().default('group_order'),
    allowPartial: boolean('allow_partial').notNull().default(false),
    autoEnabled: boolean('auto_enabled').notNull().default(false),
    autoIntervalMinutes: integer('auto_interval_minutes').notNull().default(30),
    // 締め時刻: after it, a shipping instruction's ship date is the next business day.
    cutoffHour: integer('cutoff_hour').notNull().default(13),
    // 期限切れ間近の日数: a lot expiring within this many days is listed as near expiry.
    expiryWarningDays: integer('expiry_warning_days').notNull().default(30),
    // Used for a shop without its own warehouse group.
    defaultWarehouseGroupId: integer('default_warehouse_group_id'),
    ...versionedTimestamps(),
  },
  (table) => [
    sameOrganisationKey(
      'allocation_settings_group_fk',
      table,
      'defaultWarehouseGroupId',
      warehouseGroups,
    ),
    check('allocation_settings_method_check', sql`${table.method} in ('order', 'line', 'split')`),
    check(
      'allocation_settings_priority_check',
      sql`${table.priority} in ('group_order', 'most_available')`,
    ),
    check(
      'allocation_settings_interval_check',
      sql`${table.autoIntervalMinutes} between 5 and 1440`,
    ),
    check('allocation_settings_cutoff_check', sql`${table.cutoffHour} between 0 and 23`),
    check(
      'allocation_settings_expiry_warning_check',
      sql`${table.expiryWarningDays} between 1 and 365`,
    ),
  ],
);
export type AllocationSettingsRow = typeof allocationSettings.$inferSelect;
