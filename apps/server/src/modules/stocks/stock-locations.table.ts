import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { locations } from '../locations/locations.table.ts';
import { sameParentKey } from '../../db/keys.ts';
import { stockLots, stocks } from './stocks.table.ts';

/**
 * Stock per location (棚番, decision 066 § stock per location): how many of a stock row's on_hand
 * pieces lie on each shelf of its warehouse. Pieces on no shelf (棚番未設定) are the row's on_hand
 * minus these; written only by the stock service, under the lock of the stock row.
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    organisationId: uuid('organisation_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    stockId: integer('stock_id').notNull(),
    locationId: integer('location_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.stockId, table.locationId] }),
    // Both keys carry the warehouse: a shelf holds only stock of its own warehouse.
    sameParentKey('stock_locations_stock_fk', table, 'warehouseId', 'stockId', stocks).onDelete(
      'cascade',
    ),
    // A deleted shelf's pieces become 棚番未設定: the aggregate still holds them.
    sameParentKey(
      'stock_locations_location_fk',
      table,
      'warehouseId',
      'locationId',
      locations,
    ).onDelete('cascade'),
    index('stock_locations_location_idx').on(table.organisationId, table.locationId),
    check('stock_locations_on_hand_check', sql`${table.onHand} >= 0`),
  ],
);

export type StockLocationRow = typeof stockLocations.$inferSelect;

/**
 * Lot × shelf (decision 066 § lot × shelf): a ロット管理 row's pieces of each lot on each shelf. Per
 * (stock row, shelf) the lots sum to stock_locations.on_hand; per lot the shelves sum to at most
 * its on_hand (the rest is the lot's 棚番未設定). Written only by the stock service, under the row's lock.
 */
export const stockLotLocations = pgTable(
  'stock_lot_locations',
  {
    organisationId: uuid('organisation_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    stockId: integer('stock_id').notNull(),
    stockLotId: integer('stock_lot_id').notNull(),
    locationId: integer('location_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.stockLotId, table.locationId] }),
    sameParentKey('stock_lot_locations_stock_fk', table, 'warehouseId', 'stockId', stocks).onDelete(
      'cascade',
    ),
    // The lot belongs to the same stock row (so to the same warehouse).
    sameParentKey('stock_lot_locations_lot_fk', table, 'stockId', 'stockLotId', stockLots).onDelete(
      'cascade',
    ),
    // As for stock_locations: a deleted shelf's pieces become the lot's 棚番未設定.
    sameParentKey(
      'stock_lot_locations_location_fk',
      table,
      'warehouseId',
      'locationId',
      locations,
    ).onDelete('cascade'),
    index('stock_lot_locations_stock_idx').on(table.organisationId, table.stockId),
    index('stock_lot_locations_location_idx').on(table.organisationId, table.locationId),
    check('stock_lot_locations_on_hand_check', sql`${table.onHand} >= 0`),
  ],
);
