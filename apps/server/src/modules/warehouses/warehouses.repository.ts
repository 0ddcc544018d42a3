import { asc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import {
  EXTERNAL_WAREHOUSE_TYPES,
  type WarehouseSearch,
  WAREHOUSE_SORT_FIELDS,
  type WarehouseType,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pageReader, scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { warehouseTypeOf } from './warehouses.dto.ts';
import { warehouses, type WarehouseRow } from './warehouses.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

/** The columns a warehouse is written with. */
export type WarehouseValues = Omit<
  WarehouseRow,
  'id' | 'organisationId' | 'version' | 'createdAt' | 'updatedAt'
>;

// A duplicate code is reported on the code field; a setting of another organisation on its field.
const CONSTRAINT_FIELDS = {
  warehouses_organisation_code_key: 'code',
  warehouses_app_setting_fk: 'appSettingId',
};
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const warehouseRecords = scopedRecords(warehouses, CONSTRAINT_FIELDS);

export const { find: findWarehouse } = warehouseRecords;

const SORT_COLUMNS = sortColumnsOf(warehouses, WAREHOUSE_SORT_FIELDS);

function searchConditions(scope: OrganisationScope, search: WarehouseSearch): SQL {
  const pattern = search.keyword ? containsPattern(search.keyword) : undefined;
  return inScope(
    warehouses.organisationId,
    scope,
    pattern ? or(ilike(warehouses.code, pattern), ilike(warehouses.name, pattern)) : undefined,
    search.type ? eq(warehouses.type, search.type) : undefined,
    typeof search.inUse === 'boolean' ? eq(warehouses.inUse, search.inUse) : undefined,
    typeof search.isActive === 'boolean' ? eq(warehouses.isActive, search.isActive) : undefined,
  );
}

/** Rows of a search in its order (id breaks ties, so pages and export chunks are stable). */
export const searchWarehouseRows = warehouseRecords.searcher(searchConditions, SORT_COLUMNS);

/** A page of the list and the count of every match. */
export const searchWarehouses = pageReader(
  searchWarehouseRows,
  warehouseRecords.counter(searchConditions),
);

/** The organisation's warehouses among `ids` (others' and missing ids are simply absent). */
export async function findWarehouses(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(warehouses)
    .where(inScope(warehouses.organisationId, scope, inArray(warehouses.id, [...ids])));
}

/** Names of the organisation's warehouses that use a system-integration setting. */
export async function warehouseNamesUsingSetting(
  db: DbOrTx,
  scope: OrganisationScope,
  appSettingId: number,
): Promise<string[]> {
  return (await warehousesUsingSetting(db, scope, appSettingId)).map((row) => row.name);
}

/** Name and type of the organisation's warehouses that use a setting, by code. */
export async function warehousesUsingSetting(
  db: DbOrTx,
  scope: OrganisationScope,
  appSettingId: number,
) {
  const rows = await db
    .select({ name: warehouses.name, type: warehouses.type })
    .from(warehouses)
    .where(inScope(warehouses.organisationId, scope, eq(warehouses.appSettingId, appSettingId)))
    .orderBy(asc(warehouses.code));
  return rows.map((row) => ({ name: row.name, type: warehouseTypeOf(row.type) }));
}

export type WarehouseSummary = Pick<WarehouseRow, 'id' | 'code' | 'name'> & { type: WarehouseType };

/** Code, name and type of the organisation's warehouses among `ids` (for groups). */
export async function warehouseSummaries(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Map<number, WarehouseSummary>> {
  const rows = await findWarehouses(db, scope, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, code: row.code, name: row.name, type: warehouseTypeOf(row.type) },
    ]),
  );
}

/**
 * The organisation's working outsourced warehouses (external type, active, in use, with a
 * setting), by code: where the warehouse jobs send what no warehouse was named for.
 */
export async function findExternalWarehouses(db: DbOrTx, scope: OrganisationScope) {
  return db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .where(
      inScope(
        warehouses.organisationId,
        scope,
        inArray(warehouses.type, [...EXTERNAL_WAREHOUSE_TYPES]),
        eq(warehouses.isActive, true),
        eq(warehouses.inUse, true),
        isNotNull(warehouses.appSettingId),
      ),
    )
    .orderBy(asc(warehouses.code));
}
