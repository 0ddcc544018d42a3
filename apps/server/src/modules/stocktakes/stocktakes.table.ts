import type { StocktakeStatus } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from '../locations/locations.table.ts';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { userReference } from '../users/users.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

/**
 * 棚卸 (stocktake, decision 069): one count of an own warehouse. Its lines keep each product's
 * on_hand at the start; applying adds counted − expected through the stock service.
 */
export const stocktakes = pgTable(
  'stocktakes',
  {
    ...organisationRecord(),
    warehouseId: integer('warehouse_id').notNull(),
    status: text('status').$type<StocktakeStatus>().notNull().default('counting'),
    /** The keyword or codes that limited the count, as typed (null: every product). */
    productFilter: text('product_filter'),
    /** The shelves' codes that limited the count, at its start (null: the whole warehouse). */
    locationFilter: text('location_filter'),
    lineCount: integer('line_count').notNull(),
    adjustedCount: integer('adjusted_count'),
    startedBy: userReference('started_by'),
    finishedBy: userReference('finished_by'),
    finishedAt: timestampTz('finished_at'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique('stocktakes_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey('stocktakes_warehouse_fk', table, 'warehouseId', warehouses).onDelete(
      'cascade',
    ),
    // One open count per warehouse: a second start (even a concurrent one) is refused.
    uniqueIndex('stocktakes_one_open_idx')
      .on(table.organisationId, table.warehouseId)
      .where(sql`status = 'counting'`),
    index('stocktakes_list_idx').on(table.organisationId, table.createdAt),
    check('stocktakes_status_check', sql`${table.status} in ('counting', 'applied', 'cancelled')`),
  ],
);
export type StocktakeRow = typeof stocktakes.$inferSelect;

/**
 * One product on one shelf of a count (null shelf: 棚番未設定): the figure at the start (理論在庫)
 * and the one counted (実棚数).
 */
export const stocktakeLines = pgTable(
  'stocktake_lines',
  {
    ...organisationRecord(),
    stocktakeId: integer('stocktake_id').notNull(),
    productId: integer('product_id').notNull(),
    locationId: integer('location_id'),
    expected: integer('expected').notNull(),
    counted: integer('counted'),
    countedAt: timestampTz('counted_at'),
  },
  (table) => [
    sameOrganisationKey('stocktake_lines_stocktake_fk', table, 'stocktakeId', stocktakes).onDelete(
      'cascade',
    ),
    sameOrganisationKey('stocktake_lines_product_fk', table, 'productId', products).onDelete(
      'cascade',
    ),
    // A deleted shelf takes its lines along, as a deleted product does (its pieces are unplaced).
    sameOrganisationKey('stocktake_lines_location_fk', table, 'locationId', locations).onDelete(
      'cascade',
    ),
    // One line per product and shelf; 棚番未設定 (null) is one shelf among them.
    unique('stocktake_lines_product_location_unique')
      .on(table.stocktakeId, table.productId, table.locationId)
      .nullsNotDistinct(),
    index('stocktake_lines_location_idx').on(table.organisationId, table.locationId),
    // A product's delete cascades here: found by index, not by a scan of every count's lines.
    index('stocktake_lines_product_idx').on(table.organisationId, table.productId),
    check('stocktake_lines_counted_check', sql`${table.counted} >= 0`),
  ],
);
export type StocktakeLineRow = typeof stocktakeLines.$inferSelect;
