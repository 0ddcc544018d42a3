import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { appSettings } from '../app-settings/app-settings.table.ts';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { addressColumns, versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

/** Warehouses (倉庫): the organisation's own and the outsourced 3PL ones. */
export const warehouses = pgTable(
  'warehouses',
  {
    ...organisationRecord(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    inUse: boolean('in_use').notNull().default(true),
    // Required for external types (checked by the service, which can name the field).
    appSettingId: integer('app_setting_id'),
    ...addressColumns(),
    // 'HH:MM'; orders after it ship the next business day.
    cutoffTime: text('cutoff_time').notNull().default('13:00'),
    isActive: boolean('is_active').notNull().default(true),
    ...versionedTimestamps(),
  },
  (table) => [
    unique('warehouses_organisation_code_key').on(table.organisationId, table.code),
    unique('warehouses_organisation_id_key').on(table.organisationId, table.id),
    // The setting must belong to the same organisation; a used setting cannot be deleted.
    sameOrganisationKey('warehouses_app_setting_fk', table, 'appSettingId', appSettings).onDelete(
      'no action',
    ),
    check('warehouses_type_check', sql`${table.type} in ('own', 'rsl', 'stockcrew', 'other_3pl')`),
    check(
      'warehouses_cutoff_time_check',
      sql`${table.cutoffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

export type WarehouseRow = typeof warehouses.$inferSelect;
