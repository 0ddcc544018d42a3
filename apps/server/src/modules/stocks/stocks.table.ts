import type { StockMovementKind } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { userReference } from '../users/users.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { isoDate, timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { childRecordKeys, ledgerKey, sameOrganisationKey } from '../../db/keys.ts';

export const STOCK_UNIQUE = 'stocks_product_warehouse_unique';

/**
 * Stock (在庫) per product and warehouse. Written only by the stock service, which locks the row
 * and appends one stock_movements row per change; available (引当可能数) = on_hand − allocated.
 */
export const stocks = pgTable(
  'stocks',
  {
    ...organisationRecord(),
    productId: integer('product_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    allocated: integer('allocated').notNull().default(0),
    nonSellable: integer('non_sellable').notNull().default(0),
    inProcess: integer('in_process').notNull().default(0),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(STOCK_UNIQUE).on(table.organisationId, table.productId, table.warehouseId),
    unique('stocks_organisation_id_unique').on(table.organisationId, table.id),
    // Lets an allocation prove its stock row, warehouse and organisation with one key.
    unique('stocks_warehouse_stock_unique').on(table.organisationId, table.warehouseId, table.id),
    // No cascade: a product or warehouse with stock cannot be deleted (the services say why).
    sameOrganisationKey('stocks_product_fk', table, 'productId', products),
    sameOrganisationKey('stocks_warehouse_fk', table, 'warehouseId', warehouses),
    index('stocks_warehouse_idx').on(table.organisationId, table.warehouseId),
    check('stocks_on_hand_check', sql`${table.onHand} >= 0`),
    check(
      'stocks_allocated_check',
      sql`${table.allocated} >= 0 and ${table.allocated} <= ${table.onHand}`,
    ),
    check('stocks_non_sellable_check', sql`${table.nonSellable} >= 0`),
    check('stocks_in_process_check', sql`${table.inProcess} >= 0`),
  ],
);

export type StockRow = typeof stocks.$inferSelect;

/** 在庫履歴: the append-only ledger; for every stock row, sum(on_hand_delta) = on_hand. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: ledgerKey(),
    // The organisation is proven through the stock row (one key check per ledger row, not two).
    organisationId: uuid('organisation_id').notNull(),
    stockId: integer('stock_id').notNull(),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    onHandDelta: integer('on_hand_delta').notNull().default(0),
    allocatedDelta: integer('allocated_delta').notNull().default(0),
    nonSellableDelta: integer('non_sellable_delta').notNull().default(0),
    onHandAfter: integer('on_hand_after').notNull(),
    allocatedAfter: integer('allocated_after').notNull(),
    nonSellableAfter: integer('non_sellable_after').notNull(),
    // The lot that moved (ロット管理 products only, decision 065).
    lotNo: text('lot_no'),
    // The shelf the pieces left or reached (棚番, decision 066); null: none or several.
    locationId: integer('location_id'),
    reason: text('reason'),
    note: text('note'),
    // What caused it: a receiving schedule, an order, a return, a process…
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    userId: userReference('user_id'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Stock rows go only with their organisation.
    sameOrganisationKey('stock_movements_stock_fk', table, 'stockId', stocks).onDelete('cascade'),
    index('stock_movements_stock_idx').on(table.stockId, table.createdAt, table.id),
    // 日次在庫表: where the organisation's records start, and its export's index-only range of
    // changes before or after a day (the deltas and stock row ride along: decision 068).
    index('stock_movements_organisation_time_idx').on(
      table.organisationId,
      table.createdAt,
      table.stockId,
      table.onHandDelta,
      table.allocatedDelta,
      table.nonSellableDelta,
    ),
    // 在庫移動's rows alone, for the reconciliation's transfer check (decision 071).
    index('stock_movements_transfer_idx')
      .on(table.organisationId, table.referenceId)
      .where(sql`kind = 'transfer'`),
    check(
      'stock_movements_kind_check',
      sql`${table.kind} in ('initial', 'receipt', 'shipment', 'return', 'adjustment', 'allocation', 'release', 'sync', 'transfer', 'relocation')`,
    ),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;

/**
 * A ロット管理 product's stock per lot (decision 065): the breakdown of its `stocks` row, written
 * only by the stock service in the same transaction, so that the lots sum to the row's on_hand and
 * allocated. Product and warehouse are the stock row's (one source). Stored with fillfactor 50
 * (migration 0052, set in SQL: Drizzle has no table option) so its updates stay HOT.
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    ...childRecordKeys(),
    stockId: integer('stock_id').notNull(),
    lotNo: text('lot_no').notNull(),
    // 賞味期限; null only for the ロット不明 lot (pieces that came in without a lot).
    expiresOn: isoDate('expires_on'),
    onHand: integer('on_hand').notNull().default(0),
    allocated: integer('allocated').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('stock_lots_stock_lot_unique').on(table.stockId, table.lotNo),
    // The target of stock_lot_locations' key: a lot's shelf rows belong to the lot's own stock row.
    unique('stock_lots_organisation_stock_id_unique').on(
      table.organisationId,
      table.stockId,
      table.id,
    ),
    sameOrganisationKey('stock_lots_stock_fk', table, 'stockId', stocks).onDelete('cascade'),
    // 期限切れ間近 / 期限切れ: the organisation's lots by expiry.
    index('stock_lots_expiry_idx').on(table.organisationId, table.expiresOn),
    check(
      'stock_lots_figures_check',
      sql`${table.onHand} >= 0 and ${table.allocated} >= 0 and ${table.allocated} <= ${table.onHand}`,
    ),
  ],
);

export type StockLotRow = typeof stockLots.$inferSelect;

/**
 * 在庫差異's other side: the figures a warehouse last reported per product (job 在庫検索 / 在庫差異検索),
 * kept apart from our stock until a user adopts them (連携反映 through the stock service).
 */
export const warehouseStockReports = pgTable(
  'warehouse_stock_reports',
  {
    ...organisationRecord(),
    warehouseId: integer('warehouse_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    nonSellableQuantity: integer('non_sellable_quantity').notNull().default(0),
    /** When the warehouse's figure last changed, as it says. */
    reportedAt: timestampTz('reported_at').notNull(),
    /** When we fetched it. */
    fetchedAt: timestampTz('fetched_at').notNull().defaultNow(),
    /** Our figures when it was fetched (null: fetched before they were kept); adopt needs them unmoved. */
    oursOnHand: integer('ours_on_hand'),
    oursNonSellable: integer('ours_non_sellable'),
  },
  (table) => [
    unique('warehouse_stock_reports_unique').on(
      table.organisationId,
      table.warehouseId,
      table.productId,
    ),
    // Reports are derived data: they go with their product or warehouse.
    sameOrganisationKey(
      'warehouse_stock_reports_product_fk',
      table,
      'productId',
      products,
    ).onDelete('cascade'),
    sameOrganisationKey(
      'warehouse_stock_reports_warehouse_fk',
      table,
      'warehouseId',
      warehouses,
    ).onDelete('cascade'),
    check(
      'warehouse_stock_reports_quantity_check',
      sql`${table.quantity} >= 0 and ${table.nonSellableQuantity} >= 0`,
    ),
  ],
);
