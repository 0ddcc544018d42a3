import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { locations } from '../locations/locations.table.ts';
import { stocks } from './stocks.table.ts';

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
    foreignKey({
      name: 'stock_locations_stock_fk',
      columns: [table.organisationId, table.warehouseId, table.stockId],
      foreignColumns: [stocks.organisationId, stocks.warehouseId, stocks.id],
    }).onDelete('cascade'),
    // A deleted shelf's pieces become 棚番未設定: the aggregate still holds them.
    foreignKey({
      name: 'stock_locations_location_fk',
      columns: [table.organisationId, table.warehouseId, table.locationId],
      foreignColumns: [locations.organisationId, locations.warehouseId, locations.id],
    }).onDelete('cascade'),
    index('stock_locations_location_idx').on(table.organisationId, table.locationId),
    check('stock_locations_on_hand_check', sql`${table.onHand} >= 0`),
  ],
);

export type StockLocationRow = typeof stockLocations.$inferSelect;
