import {
  COOL_TYPE_VALUES,
  DELIVERY_CARRIER_VALUES,
  DELIVERY_METHOD_VALUES,
  ORDER_SOURCE_VALUES,
  ORDER_STATUS_VALUES,
  type AllocationMethod,
  type AllocationPriority,
  type AllocationState,
  type CoolType,
  type DeliveryCarrier,
  type DeliveryMethod,
  type OrderSource,
  type OrderStatusCode,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { shops } from '../shops/shops.table.ts';
import { stocks } from '../stocks/stocks.table.ts';
import { userReference } from '../users/users.table.ts';
import { isoDate, timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { childRecordKeys, ledgerKey, sameOrganisationKey, sameParentKey } from '../../db/keys.ts';
import { constantList } from '../../db/sql.ts';

export const ORDER_NUMBER_UNIQUE = 'orders_shop_number_unique';

/** 同梱's recipient key: name, postal code and address, width-folded, spaces and hyphens dropped. */
const RECIPIENT_KEY_SQL = sql.raw(
  `regexp_replace(normalize(recipient_name || '|' || postal_code || '|' || prefecture || city || ` +
    `coalesce(town, '') || coalesce(building, ''), NFKC), '[[:space:]\\-‐‑‒–—―−ー]', '', 'g')`,
);

/** 受注: one customer order of one shop (domain.md § Outbound); its number is unique per shop. */
export const orders = pgTable(
  'orders',
  {
    ...organisationRecord(),
    shopId: integer('shop_id').notNull(),
    orderNumber: text('order_number').notNull(),
    orderedAt: timestampTz('ordered_at').notNull(),
    source: text('source').$type<OrderSource>().notNull(),
    // お届け先 (recipient); postal_mismatch flags a postal code outside the prefecture.
    recipientName: text('recipient_name').notNull(),
    recipientKana: text('recipient_kana'),
    postalCode: text('postal_code').notNull(),
    prefecture: text('prefecture').notNull(),
    city: text('city').notNull(),
    town: text('town'),
    building: text('building'),
    phone: text('phone').notNull(),
    postalMismatch: boolean('postal_mismatch').notNull().default(false),
    deliveryDate: isoDate('delivery_date'),
    deliveryTimeSlot: text('delivery_time_slot'),
    // 配送方法 and 配送業者 of the parcel (issue 26); null until the order names them.
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    deliveryCarrier: text('delivery_carrier').$type<DeliveryCarrier>(),
    coolType: text('cool_type').$type<CoolType>().notNull().default('none'),
    // 代引金額 (yen, tax included); null for a prepaid parcel.
    codAmount: integer('cod_amount'),
    gift: boolean('gift').notNull().default(false),
    // 記事欄 of the label (the order's own 備考 is `note`).
    deliveryNote: text('delivery_note'),
    // 送料 and 代引手数料 printed on the 納品書 (yen, tax included).
    shippingFee: integer('shipping_fee').notNull().default(0),
    codFee: integer('cod_fee').notNull().default(0),
    note: text('note'),
    status: text('status').$type<OrderStatusCode>().notNull().default('unallocated'),
    // The last allocation decision in words ("倉庫グループ順 1番目 東京倉庫: 全明細の在庫あり"), or why none.
    allocationNote: text('allocation_note'),
    allocatedAt: timestampTz('allocated_at'),
    // Filled once shipped (出荷日, 配送業者, お荷物伝票番号); several parcels list their own on the instructions.
    shippedOn: isoDate('shipped_on'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelledAt: timestampTz('cancelled_at'),
    // 同梱 (decision 063): orders sharing a group ship as one parcel; null when shipped alone.
    mergeGroup: uuid('merge_group'),
    // 分割 (decision 072): the order this second shipment was split from; null otherwise.
    splitFromOrderId: integer('split_from_order_id'),
    // The recipient as 同梱 compares it: NFKC (full/half width), no spaces or hyphens.
    recipientKey: text('recipient_key').notNull().generatedAlwaysAs(RECIPIENT_KEY_SQL),
    createdBy: userReference('created_by'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(ORDER_NUMBER_UNIQUE).on(table.organisationId, table.shopId, table.orderNumber),
    unique('orders_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey('orders_shop_fk', table, 'shopId', shops),
    index('orders_status_idx').on(table.organisationId, table.status, table.orderedAt),
    index('orders_ordered_at_idx').on(table.organisationId, table.orderedAt),
    index('orders_recipient_key_idx').on(table.organisationId, table.shopId, table.recipientKey),
    index('orders_merge_group_idx')
      .on(table.organisationId, table.mergeGroup)
      .where(sql`${table.mergeGroup} is not null`),
    sameOrganisationKey('orders_split_from_fk', table, 'splitFromOrderId', table),
    // One second shipment per order: 分割 makes two parcels, no more.
    uniqueIndex('orders_split_from_unique').on(table.organisationId, table.splitFromOrderId),
    check('orders_status_check', sql`${table.status} in (${constantList(ORDER_STATUS_VALUES)})`),
    check(
      'orders_delivery_method_check',
      sql`${table.deliveryMethod} in (${constantList(DELIVERY_METHOD_VALUES)})`,
    ),
    check(
      'orders_delivery_carrier_check',
      sql`${table.deliveryCarrier} in (${constantList(DELIVERY_CARRIER_VALUES)})`,
    ),
    check(
      'orders_delivery_pair_check',
      sql`(${table.deliveryMethod} is null) = (${table.deliveryCarrier} is null)`,
    ),
    check('orders_cool_type_check', sql`${table.coolType} in (${constantList(COOL_TYPE_VALUES)})`),
    check('orders_cod_amount_check', sql`${table.codAmount} >= 1`),
    check('orders_fees_check', sql`${table.shippingFee} >= 0 and ${table.codFee} >= 0`),
    check('orders_source_check', sql`${table.source} in (${constantList(ORDER_SOURCE_VALUES)})`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * 受注明細: one product per line; allocated/shipped grow only through the allocation and shipping
 * services. Stored with fillfactor 50 (migration 0019, set in SQL: Drizzle has no table option).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    ...childRecordKeys(),
    orderId: integer('order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull().default(0),
    allocatedQty: integer('allocated_qty').notNull().default(0),
    shippedQty: integer('shipped_qty').notNull().default(0),
    // The rest of a line the operator decided not to ship (出荷可能数で再送 → 残数キャンセル), and why.
    cancelledQty: integer('cancelled_qty').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestampTz('cancelled_at'),
  },
  (table) => [
    unique('order_lines_number_unique').on(table.orderId, table.lineNumber),
    unique('order_lines_organisation_id_unique').on(table.organisationId, table.id),
    // Lets an allocation prove its line, order and organisation with one key (decision 031).
    unique('order_lines_order_line_unique').on(table.organisationId, table.orderId, table.id),
    sameOrganisationKey('order_lines_order_fk', table, 'orderId', orders).onDelete('cascade'),
    sameOrganisationKey('order_lines_product_fk', table, 'productId', products),
    index('order_lines_product_idx').on(table.organisationId, table.productId),
    check('order_lines_quantity_check', sql`${table.quantity} >= 1`),
    check('order_lines_unit_price_check', sql`${table.unitPrice} >= 0`),
    check(
      'order_lines_allocated_check',
      sql`${table.allocatedQty} >= 0 and ${table.allocatedQty} <= ${table.quantity}`,
    ),
    check(
      'order_lines_cancelled_qty_check',
      sql`${table.cancelledQty} >= 0 and ${table.allocatedQty} + ${table.cancelledQty} <= ${table.quantity}`,
    ),
    check(
      'order_lines_shipped_check',
      sql`${table.shippedQty} >= 0 and ${table.shippedQty} <= ${table.quantity}`,
    ),
  ],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * 引当: pieces of one order line held in one warehouse's stock row, with the rule that chose the
 * warehouse and why in words. Released or shipped rows stay, as the order's allocation history.
 */
export const orderAllocations = pgTable(
  'order_allocations',
  {
    id: ledgerKey(),
    organisationId: uuid('organisation_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    stockId: integer('stock_id').notNull(),
    quantity: integer('quantity').notNull(),
    method: text('method').$type<AllocationMethod>().notNull(),
    priority: text('priority').$type<AllocationPriority>().notNull(),
    // 1-based place of the warehouse in the order tried (group position, or stock rank).
    rank: integer('rank').notNull(),
    reason: text('reason').notNull(),
    // The lot taken (ロット管理 products, FEFO; decision 065): release and shipping move that lot.
    lotNo: text('lot_no'),
    state: text('state').$type<AllocationState>().notNull().default('active'),
    createdBy: userReference('created_by'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    endedAt: timestampTz('ended_at'),
  },
  (table) => [
    // Two composite keys prove what five single ones did (organisation, order, line, warehouse,
    // stock): every check is a lookup per inserted row, and allocations come 100,000 at a time.
    sameParentKey(
      'order_allocations_line_fk',
      table,
      'orderId',
      'orderLineId',
      orderLines,
    ).onDelete('cascade'),
    sameParentKey('order_allocations_stock_fk', table, 'warehouseId', 'stockId', stocks),
    index('order_allocations_order_idx').on(table.organisationId, table.orderId),
    index('order_allocations_active_stock_idx')
      .on(table.stockId)
      .where(sql`${table.state} = 'active'`),
    check('order_allocations_quantity_check', sql`${table.quantity} >= 1`),
    check(
      'order_allocations_state_check',
      sql`${table.state} in ('active', 'released', 'shipped')`,
    ),
    check('order_allocations_method_check', sql`${table.method} in ('order', 'line', 'split')`),
    check(
      'order_allocations_priority_check',
      sql`${table.priority} in ('group_order', 'most_available')`,
    ),
  ],
);
export type OrderAllocationRow = typeof orderAllocations.$inferSelect;
