import {
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
  WAREHOUSE_NOT_FOUND_MESSAGES,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { type Usage, usageBy } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { warehouseSummaries } from '../warehouses/index.ts';
import { auditedGroup, toWarehouseGroupDto } from './warehouse-groups.dto.ts';
import type { WarehouseGroupRow } from './warehouse-groups.table.ts';
import {
  deleteGroup,
  findGroup,
  groupNamesUsingWarehouse,
  insertGroup,
  lockGroup,
  membersOf,
  replaceMembers,
  searchGroupRows,
  searchGroups,
  updateGroup,
} from './warehouse-groups.repository.ts';

export const WAREHOUSE_GROUP_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.warehouseGroup;
const MEMBER_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.warehouse;

/** Tells whether another record (a shop) still uses a group: the refusal naming it, or null. */
export type WarehouseGroupUsage = Usage;

/** The check the warehouses module is given: a member of a group cannot be deleted. */
export const groupUsingWarehouse = usageBy('倉庫グループ', groupNamesUsingWarehouse);

/** The groups' DTOs with their members, in one query each for members and warehouses. */
export async function groupDtos(
  db: DbOrTx,
  scope: OrganisationScope,
  rows: readonly WarehouseGroupRow[],
): Promise<WarehouseGroupDto[]> {
  const members = await membersOf(
    db,
    scope,
    rows.map((row) => row.id),
  );
  const warehouses = await warehouseSummaries(
    db,
    scope,
    members.map((m) => m.warehouseId),
  );
  return rows.map((row) => toWarehouseGroupDto(row, members, warehouses));
}

/** Every member must be a warehouse of this organisation (another's id is as good as missing). */
async function checkMembers(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  const found = await warehouseSummaries(db, scope, ids);
  if (ids.some((id) => !found.has(id))) {
    throw new AppError('validation', INVALID_INPUT_MESSAGE, {
      fieldErrors: { warehouseIds: [MEMBER_NOT_FOUND] },
    });
  }
}

export function warehouseGroupsService(db: Database, usages: readonly WarehouseGroupUsage[] = []) {
  const one = async (tx: DbOrTx, scope: OrganisationScope, row: WarehouseGroupRow) =>
    (await groupDtos(tx, scope, [row]))[0]!;

  return resourceService(db, {
    notFoundMessage: WAREHOUSE_GROUP_NOT_FOUND,
    page: searchGroups,
    rows: searchGroupRows,
    find: findGroup,
    toDtos: groupDtos,
    lock: lockGroup,
    insert: insertGroup,
    update: updateGroup,
    remove: deleteGroup,
    columns: async (tx, scope, values: WarehouseGroupFormValues) => {
      await checkMembers(tx, scope, values.warehouseIds);
      return values.name;
    },
    afterWrite: (tx, scope, row, values) => replaceMembers(tx, scope, row.id, values.warehouseIds),
    audit: {
      resource: 'warehouse_groups',
      // The trail records the group with its members' names, in priority order.
      view: async (tx, scope, row) => auditedGroup(await one(tx, scope, row)),
    },
    usages,
  });
}
