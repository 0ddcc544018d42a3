import type { TransferStatus } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { receivingSchedules } from '../inbound/receiving-schedules.table.ts';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { userReference } from '../users/users.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { isoDate, versionedTimestamps } from '../../db/columns.ts';
import { childRecordKeys, sameOrganisationKey } from '../../db/keys.ts';

export const TRANSFER_NUMBER_UNIQUE = 'stock_transfers_number_unique';

/**
 * 在庫移動 (decision 071): stock from an own warehouse to another warehouse. Own → own is done at
 * once; to an external warehouse the stock is 移動中 until the inbound schedule's receipts arrive.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    ...organisationRecord(),
    // TR-YYYYMMDD-#### (JST day of registration).
    number: text('number').notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    sourceWarehouseId: integer('source_warehouse_id').notNull(),
    destinationWarehouseId: integer('destination_warehouse_id').notNull(),
    // The inbound schedule that carries it to an external warehouse (null: own → own).
    receivingScheduleId: integer('receiving_schedule_id'),
    memo: text('memo'),
    createdBy: userReference('created_by'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(TRANSFER_NUMBER_UNIQUE).on(table.organisationId, table.number),
    unique('stock_transfers_organisation_id_unique').on(table.organisationId, table.id),
    unique('stock_transfers_schedule_unique').on(table.receivingScheduleId),
    sameOrganisationKey('stock_transfers_source_fk', table, 'sourceWarehouseId', warehouses),
    sameOrganisationKey(
      'stock_transfers_destination_fk',
      table,
      'destinationWarehouseId',
      warehouses,
    ),
    sameOrganisationKey(
      'stock_transfers_schedule_fk',
      table,
      'receivingScheduleId',
      receivingSchedules,
    ),
    index('stock_transfers_list_idx').on(table.organisationId, table.createdAt),
    check(
      'stock_transfers_status_check',
      sql`${table.status} in ('in_transit', 'partial', 'completed', 'cancelled')`,
    ),
    check(
      'stock_transfers_warehouses_check',
      sql`${table.sourceWarehouseId} <> ${table.destinationWarehouseId}`,
    ),
  ],
);
export type StockTransferRow = typeof stockTransfers.$inferSelect;

/** One product of a transfer: what left, what arrived, what went back (移動中 = the rest). */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    ...childRecordKeys(),
    transferId: integer('transfer_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    returnedQty: integer('returned_qty').notNull().default(0),
  },
  (table) => [
    unique('stock_transfer_lines_number_unique').on(table.transferId, table.lineNumber),
    unique('stock_transfer_lines_product_unique').on(table.transferId, table.productId),
    unique('stock_transfer_lines_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey(
      'stock_transfer_lines_transfer_fk',
      table,
      'transferId',
      stockTransfers,
    ).onDelete('cascade'),
    sameOrganisationKey('stock_transfer_lines_product_fk', table, 'productId', products),
    index('stock_transfer_lines_product_idx').on(table.organisationId, table.productId),
    check(
      'stock_transfer_lines_qty_check',
      sql`${table.quantity} >= 1 and ${table.receivedQty} >= 0 and ${table.returnedQty} >= 0`,
    ),
  ],
);
export type StockTransferLineRow = typeof stockTransferLines.$inferSelect;

/**
 * The lots a transfer line took from the source (decision 065): what arrives at the destination
 * in the same lots (own → own at once; external: as its receipts come, unless they name a lot),
 * and what went back to the source on a cancellation.
 */
export const stockTransferLineLots = pgTable(
  'stock_transfer_line_lots',
  {
    ...childRecordKeys(),
    lineId: integer('line_id').notNull(),
    lotNo: text('lot_no').notNull(),
    // 賞味期限 as it left the source; null only for the ロット不明 lot.
    expiresOn: isoDate('expires_on'),
    quantity: integer('quantity').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    returnedQty: integer('returned_qty').notNull().default(0),
  },
  (table) => [
    unique('stock_transfer_line_lots_lot_unique').on(table.lineId, table.lotNo),
    sameOrganisationKey(
      'stock_transfer_line_lots_line_fk',
      table,
      'lineId',
      stockTransferLines,
    ).onDelete('cascade'),
    check(
      'stock_transfer_line_lots_qty_check',
      sql`${table.quantity} >= 1 and ${table.receivedQty} >= 0 and ${table.returnedQty} >= 0
          and ${table.receivedQty} + ${table.returnedQty} <= ${table.quantity}`,
    ),
  ],
);
export type StockTransferLineLotRow = typeof stockTransferLineLots.$inferSelect;
