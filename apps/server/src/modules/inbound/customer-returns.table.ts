import type { ReturnCondition, ReturnReason } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { products } from '../products/products.table.ts';
import { shops } from '../shops/shops.table.ts';
import { userReference } from '../users/users.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { childRecordKeys, sameOrganisationKey } from '../../db/keys.ts';

export const RETURN_NUMBER_UNIQUE = 'customer_returns_number_unique';

/**
 * 返品実績: a parcel that came back to a warehouse. (organisation, warehouse, return number) is
 * unique: a return the warehouse reports again is not booked twice (decision 025).
 */
export const customerReturns = pgTable(
  'customer_returns',
  {
    ...organisationRecord(),
    returnNumber: text('return_number').notNull(),
    orderNumber: text('order_number'),
    // The order the parcel was shipped as (decision 064); null for a free-text return (注文なし).
    orderId: integer('order_id'),
    shopId: integer('shop_id'),
    warehouseId: integer('warehouse_id').notNull(),
    returnedAt: timestampTz('returned_at').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    source: text('source').$type<'manual' | 'warehouse'>().notNull(),
    note: text('note'),
    createdBy: userReference('created_by'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(RETURN_NUMBER_UNIQUE).on(table.organisationId, table.warehouseId, table.returnNumber),
    unique('customer_returns_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey('customer_returns_warehouse_fk', table, 'warehouseId', warehouses),
    sameOrganisationKey('customer_returns_shop_fk', table, 'shopId', shops),
    sameOrganisationKey('customer_returns_order_fk', table, 'orderId', orders),
    index('customer_returns_order_idx').on(table.organisationId, table.orderId),
    index('customer_returns_returned_idx').on(table.organisationId, table.returnedAt),
    check(
      'customer_returns_reason_check',
      sql`${table.reason} in ('長期不在', '受取拒否', '顧客都合', '商品不良', '誤配送', 'その他')`,
    ),
    check('customer_returns_source_check', sql`${table.source} in ('manual', 'warehouse')`),
  ],
);
export type CustomerReturnRow = typeof customerReturns.$inferSelect;

/** 返品明細: 良品 restocks on_hand, 不良品 goes to non_sellable. */
export const customerReturnLines = pgTable(
  'customer_return_lines',
  {
    ...childRecordKeys(),
    returnId: integer('return_id').notNull(),
    productId: integer('product_id').notNull(),
    // The shipped order line it returns (decision 064): bounds the quantity; null without an order.
    orderLineId: integer('order_line_id'),
    quantity: integer('quantity').notNull(),
    condition: text('condition').$type<ReturnCondition>().notNull(),
  },
  (table) => [
    sameOrganisationKey(
      'customer_return_lines_return_fk',
      table,
      'returnId',
      customerReturns,
    ).onDelete('cascade'),
    sameOrganisationKey('customer_return_lines_product_fk', table, 'productId', products),
    sameOrganisationKey('customer_return_lines_order_line_fk', table, 'orderLineId', orderLines),
    index('customer_return_lines_order_line_idx').on(table.organisationId, table.orderLineId),
    index('customer_return_lines_return_idx').on(table.returnId),
    check('customer_return_lines_qty_check', sql`${table.quantity} >= 1`),
    check(
      'customer_return_lines_condition_check',
      sql`${table.condition} in ('good', 'defective')`,
    ),
  ],
);
export type CustomerReturnLineRow = typeof customerReturnLines.$inferSelect;
