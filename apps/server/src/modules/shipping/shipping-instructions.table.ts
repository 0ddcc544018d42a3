import {
  SHIPPING_INSTRUCTION_STATUS_VALUES,
  type ShippingInstructionStatusCode,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { orderLines, orders } from '../orders/orders.table.ts';
import { organisationRecord, perOrganisationKey } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { userReference } from '../users/users.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { generationColumn, isoDate, timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { childRecordKeys, sameOrganisationKey } from '../../db/keys.ts';
import { constantList } from '../../db/sql.ts';

export const INSTRUCTION_NUMBER_UNIQUE = 'shipping_instructions_number_unique';

/** 出荷指示: what one warehouse ships of one order (one parcel); the warehouse knows it by number. */
export const shippingInstructions = pgTable(
  'shipping_instructions',
  {
    ...organisationRecord(),
    number: text('number').notNull(),
    orderId: integer('order_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    status: text('status').$type<ShippingInstructionStatusCode>().notNull().default('unsynced'),
    // 出荷予定日: today, or the next business day after the cut-off (Sunday is not one).
    shipDate: isoDate('ship_date').notNull(),
    shippedOn: isoDate('shipped_on'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestampTz('shipped_at'),
    // 出荷不可: the warehouse's reason (在庫不足, 住所不備, 商品未登録) and its words.
    ngReason: text('ng_reason'),
    ngDetail: text('ng_detail'),
    ngReportedAt: timestampTz('ng_reported_at'),
    // The warehouse's message of the last send, suspend or cancel that failed (連携エラー).
    syncMessage: text('sync_message'),
    // The X-Request-Id of the last 出荷指示登録 call that carried it: a re-send asks about it first.
    sendRequestId: text('send_request_id'),
    cancelReason: text('cancel_reason'),
    // 検品済 (own warehouse): every piece scanned against the lines; cleared if it goes back.
    inspectedAt: timestampTz('inspected_at'),
    createdBy: userReference('created_by'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(INSTRUCTION_NUMBER_UNIQUE).on(table.organisationId, table.number),
    unique('shipping_instructions_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey('shipping_instructions_order_fk', table, 'orderId', orders).onDelete(
      'cascade',
    ),
    sameOrganisationKey('shipping_instructions_warehouse_fk', table, 'warehouseId', warehouses),
    index('shipping_instructions_order_idx').on(table.organisationId, table.orderId),
    index('shipping_instructions_status_idx').on(table.organisationId, table.status),
    // 出荷作業's list pages the open parcels by 出荷予定日 from here, not a sort of them all (058);
    // warehouse and status last, so its filters and counts read the index alone.
    index('shipping_instructions_open_ship_date_idx')
      .on(table.organisationId, table.shipDate, table.id, table.warehouseId, table.status)
      .where(sql`${table.status} in ('accepted', 'working', 'inspected')`),
    check(
      'shipping_instructions_status_check',
      sql`${table.status} in (${constantList(SHIPPING_INSTRUCTION_STATUS_VALUES)})`,
    ),
  ],
);
export type ShippingInstructionRow = typeof shippingInstructions.$inferSelect;

/** 出荷指示明細: the pieces of one order line this instruction ships. */
export const shippingInstructionLines = pgTable(
  'shipping_instruction_lines',
  {
    ...childRecordKeys(),
    instructionId: integer('instruction_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    // What the warehouse said it could ship of the line, when it refused for 在庫不足.
    shippableQuantity: integer('shippable_quantity'),
  },
  (table) => [
    unique('shipping_instruction_lines_number_unique').on(table.instructionId, table.lineNumber),
    sameOrganisationKey(
      'shipping_instruction_lines_instruction_fk',
      table,
      'instructionId',
      shippingInstructions,
    ).onDelete('cascade'),
    sameOrganisationKey(
      'shipping_instruction_lines_order_line_fk',
      table,
      'orderLineId',
      orderLines,
    ).onDelete('cascade'),
    sameOrganisationKey('shipping_instruction_lines_product_fk', table, 'productId', products),
    index('shipping_instruction_lines_order_line_idx').on(table.organisationId, table.orderLineId),
    check('shipping_instruction_lines_quantity_check', sql`${table.quantity} >= 1`),
    check(
      'shipping_instruction_lines_shippable_check',
      sql`${table.shippableQuantity} is null or ${table.shippableQuantity} >= 0`,
    ),
  ],
);
export type ShippingInstructionLineRow = typeof shippingInstructionLines.$inferSelect;

/**
 * Moved by every statement that adds or removes an organisation's instructions or changes what
 * 出荷作業's list filters and sorts them by (migration 0059's triggers, decision 058): counts and
 * page boundaries kept in the server with the generation they were read at hold while it is
 * unchanged. From a sequence, so a value never comes back.
 */
export const shippingStageGenerations = pgTable('shipping_stage_generations', {
  organisationId: perOrganisationKey(),
  generation: generationColumn('shipping_stage_generation_values'),
});

export const shippingStageGenerationValues = pgSequence('shipping_stage_generation_values');
