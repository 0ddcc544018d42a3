import type { InboundCarrier, InboundKind, InboundStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  organisationIdColumn,
  organisationRecord,
  perOrganisationKey,
} from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { suppliers } from '../suppliers/suppliers.table.ts';
import { userReference } from '../users/users.table.ts';
import { vendors } from '../vendors/vendors.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { generationColumn, isoDate, timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { childRecordKeys, ledgerKey, sameOrganisationKey } from '../../db/keys.ts';

export const SCHEDULE_NUMBER_UNIQUE = 'receiving_schedules_number_unique';
export const RECEIPT_SOURCE_UNIQUE = 'receipts_line_source_unique';

/** 入荷予定: what will arrive in a warehouse and when (domain.md § Inbound). */
export const receivingSchedules = pgTable(
  'receiving_schedules',
  {
    ...organisationRecord(),
    // IN-YYYYMMDD-#### (decision 025); the warehouse knows the schedule by it.
    number: text('number').notNull(),
    kind: text('kind').$type<InboundKind>().notNull().default('normal'),
    warehouseId: integer('warehouse_id').notNull(),
    // The vendor for an external warehouse, the supplier for an own one (the service checks which).
    vendorId: integer('vendor_id').references(() => vendors.id),
    supplierId: integer('supplier_id'),
    scheduledDate: isoDate('scheduled_date').notNull(),
    carrier: text('carrier').$type<InboundCarrier>(),
    parcelCount: integer('parcel_count'),
    note: text('note'),
    status: text('status').$type<InboundStatusCode>().notNull().default('unsynced'),
    // The warehouse's message of the last send or cancel that failed (連携エラー).
    syncMessage: text('sync_message'),
    cancelReason: text('cancel_reason'),
    createdBy: userReference('created_by'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(SCHEDULE_NUMBER_UNIQUE).on(table.organisationId, table.number),
    unique('receiving_schedules_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey('receiving_schedules_warehouse_fk', table, 'warehouseId', warehouses),
    sameOrganisationKey('receiving_schedules_supplier_fk', table, 'supplierId', suppliers),
    index('receiving_schedules_date_idx').on(table.organisationId, table.scheduledDate),
    // The list's window in its default order, read from the index alone (no heap, no sort); the
    // smaller date index above, its dates deduplicated, still counts a range fastest (decision 079).
    index('receiving_schedules_date_id_idx').on(
      table.organisationId,
      table.scheduledDate,
      table.id,
    ),
    index('receiving_schedules_warehouse_idx').on(table.organisationId, table.warehouseId),
    check('receiving_schedules_kind_check', sql`${table.kind} in ('normal', 'return', 'transfer')`),
    check(
      'receiving_schedules_status_check',
      sql`${table.status} in ('unsynced', 'waiting', 'partial', 'completed', 'cancelled', 'sync_error')`,
    ),
    check(
      'receiving_schedules_parcel_check',
      sql`${table.parcelCount} is null or ${table.parcelCount} >= 1`,
    ),
  ],
);
export type ReceivingScheduleRow = typeof receivingSchedules.$inferSelect;

/**
 * Moved at the commit of every transaction that adds or removes an organisation's schedules or
 * changes a column the 入荷予定 list filters by (migration 0059's triggers, decision 079): a list's
 * count kept in the server with the generation it was read at holds while it is unchanged. From a
 * sequence, so a value never comes back.
 */
export const receivingListGenerations = pgTable('receiving_list_generations', {
  organisationId: perOrganisationKey(),
  generation: generationColumn('receiving_list_generation_values'),
});

export const receivingListGenerationValues = pgSequence('receiving_list_generation_values');

/** 入荷予定明細: one product per line; received/non-sellable grow only through receipts. */
export const receivingScheduleLines = pgTable(
  'receiving_schedule_lines',
  {
    ...childRecordKeys(),
    scheduleId: integer('schedule_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id').notNull(),
    scheduledQty: integer('scheduled_qty').notNull(),
    // 入荷数 (sellable pieces, to on_hand) and 不良数 (to non_sellable), sums of the receipts.
    receivedQty: integer('received_qty').notNull().default(0),
    nonSellableQty: integer('non_sellable_qty').notNull().default(0),
    cancelledAt: timestampTz('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    unique('receiving_schedule_lines_number_unique').on(table.scheduleId, table.lineNumber),
    unique('receiving_schedule_lines_product_unique').on(table.scheduleId, table.productId),
    sameOrganisationKey(
      'receiving_schedule_lines_schedule_fk',
      table,
      'scheduleId',
      receivingSchedules,
    ).onDelete('cascade'),
    sameOrganisationKey('receiving_schedule_lines_product_fk', table, 'productId', products),
    index('receiving_schedule_lines_product_idx').on(table.organisationId, table.productId),
    check('receiving_schedule_lines_qty_check', sql`${table.scheduledQty} >= 1`),
    check(
      'receiving_schedule_lines_received_check',
      sql`${table.receivedQty} >= 0 and ${table.nonSellableQty} >= 0`,
    ),
  ],
);
export type ReceivingScheduleLineRow = typeof receivingScheduleLines.$inferSelect;

/**
 * 入荷実績: one receipt of one line. (line_id, source_ref) is the exactly-once key (decision 025):
 * the warehouse's result id, or the request id of a typed receipt; a replay inserts nothing and so
 * changes no stock (both are written in one transaction).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: ledgerKey(),
    organisationId: organisationIdColumn(),
    scheduleId: integer('schedule_id').notNull(),
    lineId: integer('line_id')
      .notNull()
      .references(() => receivingScheduleLines.id, { onDelete: 'cascade' }),
    source: text('source').$type<'manual' | 'warehouse'>().notNull(),
    sourceRef: text('source_ref').notNull(),
    receivedQty: integer('received_qty').notNull(),
    nonSellableQty: integer('non_sellable_qty').notNull(),
    // ロット番号 and 賞味期限: required for a ロット管理 product, null otherwise (decision 065).
    lotNo: text('lot_no'),
    expiresOn: isoDate('expires_on'),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    userId: userReference('user_id'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique(RECEIPT_SOURCE_UNIQUE).on(table.lineId, table.sourceRef),
    index('receipts_schedule_idx').on(table.organisationId, table.scheduleId),
    check('receipts_source_check', sql`${table.source} in ('manual', 'warehouse')`),
    check(
      'receipts_qty_check',
      sql`${table.receivedQty} >= 0 and ${table.nonSellableQty} >= 0 and ${table.receivedQty} + ${table.nonSellableQty} >= 1`,
    ),
  ],
);
export type ReceiptRow = typeof receipts.$inferSelect;
