import { asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { WAREHOUSE_GROUP_SORT_FIELDS, type WarehouseGroupSearch } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { pageReader, scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import {
  warehouseGroupMembers as members,
  warehouseGroups as groups,
  type WarehouseGroupMemberRow,
} from './warehouse-groups.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// A duplicate name on the name field; a member warehouse of another organisation on the list.
const CONSTRAINT_FIELDS = {
  warehouse_groups_organisation_name_key: 'name',
  warehouse_group_members_warehouse_fk: 'warehouseIds',
};
const records = scopedRecords(groups, CONSTRAINT_FIELDS);

const SORT_COLUMNS = sortColumnsOf(groups, WAREHOUSE_GROUP_SORT_FIELDS);

const searchConditions = (scope: OrganisationScope, search: WarehouseGroupSearch): SQL =>
  inScope(
    groups.organisationId,
    scope,
    search.keyword ? ilike(groups.name, containsPattern(search.keyword)) : undefined,
  );

/** Rows of a search in its order (id breaks ties, so pages and export chunks are stable). */
export const searchGroupRows = records.searcher(searchConditions, SORT_COLUMNS);

/** A page of the list and the count of every match. */
export const searchGroups = pageReader(searchGroupRows, records.counter(searchConditions));

export const findGroup = records.find;

export const lockGroup = records.lock;

/** The members of the groups, each group's in priority order. */
export async function membersOf(
  db: DbOrTx,
  scope: OrganisationScope,
  groupIds: readonly number[],
): Promise<WarehouseGroupMemberRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(inScope(members.organisationId, scope, inArray(members.groupId, [...groupIds])))
    .orderBy(asc(members.groupId), asc(members.position));
}

/** Names of the organisation's groups that hold a warehouse. */
export async function groupNamesUsingWarehouse(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
): Promise<string[]> {
  const rows = await db
    .select({ name: groups.name })
    .from(members)
    .innerJoin(groups, eq(groups.id, members.groupId))
    .where(inScope(members.organisationId, scope, eq(members.warehouseId, warehouseId)))
    .orderBy(asc(groups.name));
  return rows.map((row) => row.name);
}

export const insertGroup = (db: DbOrTx, scope: OrganisationScope, name: string) =>
  records.insert(db, scope, { name });

/** Renames and bumps the version, when `version` (if given) is still current. */
export const updateGroup = (
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  name: string,
  version?: number,
) => records.update(db, scope, id, { name }, version);

/** Replaces a group's members by `warehouseIds`, in that order (position 1 first). */
export async function replaceMembers(
  db: DbOrTx,
  scope: OrganisationScope,
  groupId: number,
  warehouseIds: readonly number[],
) {
  await db
    .delete(members)
    .where(inScope(members.organisationId, scope, eq(members.groupId, groupId)));
  if (warehouseIds.length === 0) return;
  await withDomainErrors(
    () =>
      db.insert(members).values(
        warehouseIds.map((warehouseId, index) => ({
          organisationId: scope.organisationId,
          groupId,
          warehouseId,
          position: index + 1,
        })),
      ),
    CONSTRAINT_FIELDS,
  );
}

export const deleteGroup = records.remove;
