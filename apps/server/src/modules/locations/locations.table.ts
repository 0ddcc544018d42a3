import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { organisationIdColumn, organisationRecord } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey, sameParentKey } from '../../db/keys.ts';

export const LOCATION_CODE_UNIQUE = 'locations_warehouse_code_unique';

/** Locations (棚番) of an own warehouse: a shelf's code, its place on the picking route (順路). */
export const locations = pgTable(
  'locations',
  {
    ...organisationRecord(),
    warehouseId: integer('warehouse_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    routeOrder: integer('route_order').notNull(),
    // A reserve shelf (not pickable) is never printed as where to pick from.
    pickable: boolean('pickable').notNull().default(true),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(LOCATION_CODE_UNIQUE).on(table.organisationId, table.warehouseId, table.code),
    unique('locations_organisation_id_unique').on(table.organisationId, table.id),
    // The target of product_locations' key: a default location is one of that warehouse's.
    unique('locations_warehouse_id_unique').on(table.organisationId, table.warehouseId, table.id),
    // The warehouses module refuses to delete a warehouse with locations (an in-use check).
    sameOrganisationKey('locations_warehouse_fk', table, 'warehouseId', warehouses),
    index('locations_warehouse_route_idx').on(
      table.organisationId,
      table.warehouseId,
      table.routeOrder,
    ),
  ],
);

export type LocationRow = typeof locations.$inferSelect;

/**
 * A product's default location (標準棚番) per warehouse: at most one per product and warehouse.
 * It goes with its location or product (an attribute of both, not a record of its own).
 */
export const productLocations = pgTable(
  'product_locations',
  {
    organisationId: organisationIdColumn(),
    warehouseId: integer('warehouse_id').notNull(),
    productId: integer('product_id').notNull(),
    locationId: integer('location_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.warehouseId, table.productId] }),
    sameParentKey(
      'product_locations_location_fk',
      table,
      'warehouseId',
      'locationId',
      locations,
    ).onDelete('cascade'),
    sameOrganisationKey('product_locations_product_fk', table, 'productId', products).onDelete(
      'cascade',
    ),
    index('product_locations_location_idx').on(table.organisationId, table.locationId),
  ],
);
