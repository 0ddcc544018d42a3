import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { appSettings } from '../app-settings/app-settings.table.ts';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { timestampTz } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

/** What a warehouse acknowledges for one of our requests (decision 036). */
export const ACKNOWLEDGED_SUBJECTS = [
  'inbound_schedule',
  'shipping_instruction',
  'vendor',
  'product',
] as const;
export type AcknowledgedSubject = (typeof ACKNOWLEDGED_SUBJECTS)[number];

/**
 * One record of ours a warehouse accepted, under the reference it gave back: its own id of a
 * schedule or instruction, the code of a vendor or product. Kept per organisation, warehouse and
 * the setting (account) the warehouse was reached through; results are matched by it, never by
 * our number alone. `record_id` is the schedule, instruction, vendor or product id.
 */
export const warehouseAcknowledgements = pgTable(
  'warehouse_acknowledgements',
  {
    ...organisationRecord(),
    warehouseId: integer('warehouse_id').notNull(),
    appSettingId: integer('app_setting_id').notNull(),
    subject: text('subject').$type<AcknowledgedSubject>().notNull(),
    reference: text('reference').notNull(),
    recordId: integer('record_id').notNull(),
    requestId: text('request_id').notNull(),
    acknowledgedAt: timestampTz('acknowledged_at').notNull().defaultNow(),
  },
  (table) => [
    unique('warehouse_acknowledgements_reference_key').on(
      table.organisationId,
      table.warehouseId,
      table.appSettingId,
      table.subject,
      table.reference,
    ),
    sameOrganisationKey(
      'warehouse_acknowledgements_warehouse_fk',
      table,
      'warehouseId',
      warehouses,
    ).onDelete('cascade'),
    sameOrganisationKey(
      'warehouse_acknowledgements_setting_fk',
      table,
      'appSettingId',
      appSettings,
    ).onDelete('cascade'),
    check(
      'warehouse_acknowledgements_subject_check',
      sql`${table.subject} in ('inbound_schedule', 'shipping_instruction', 'vendor', 'product')`,
    ),
  ],
);
