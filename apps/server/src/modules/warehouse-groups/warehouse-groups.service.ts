import {
  inUseByMessage,
  type Page,
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
  type WarehouseGroupSearch,
} from '@logi/shared';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound, stale } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/index.ts';
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
  searchGroups,
  updateGroup,
} from './warehouse-groups.repository.ts';

export const WAREHOUSE_GROUP_NOT_FOUND = '倉庫グループが見つかりませんでした';
const MEMBER_NOT_FOUND = '倉庫が見つかりませんでした';

type Actor = { scope: OrganisationScope; userId: string };

/** Tells whether another record (a shop) still uses a group: the refusal naming it, or null. */
export type WarehouseGroupUsage = (
  tx: Tx,
  scope: OrganisationScope,
  groupId: number,
) => Promise<string | null>;

/** The check the warehouses module is given: a member of a group cannot be deleted. */
export async function groupUsingWarehouse(
  tx: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
): Promise<string | null> {
  const names = await groupNamesUsingWarehouse(tx, scope, warehouseId);
  return names.length > 0 ? inUseByMessage('倉庫グループ', names.join('」「')) : null;
}

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
  const audit = (
    tx: DbOrTx,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    before: WarehouseGroupDto | null,
    after: WarehouseGroupDto | null,
  ) =>
    recordAudit(tx, actor.scope, {
      resource: 'warehouse_groups',
      recordId: (before ?? after)!.id,
      userId: actor.userId,
      action,
      before: before && auditedGroup(before),
      after: after && auditedGroup(after),
    });
  const one = async (tx: DbOrTx, scope: OrganisationScope, row: WarehouseGroupRow) =>
    (await groupDtos(tx, scope, [row]))[0]!;

  return {
    async search(
      scope: OrganisationScope,
      search: WarehouseGroupSearch,
    ): Promise<Page<WarehouseGroupDto>> {
      const { rows, total } = await searchGroups(db, scope, search);
      return pageOf(await groupDtos(db, scope, rows), total, search.page, search.perPage);
    },

    async show(scope: OrganisationScope, id: number): Promise<WarehouseGroupDto> {
      const row = await findGroup(db, scope, id);
      if (!row) throw notFound(WAREHOUSE_GROUP_NOT_FOUND);
      return one(db, scope, row);
    },

    async store(actor: Actor, values: WarehouseGroupFormValues): Promise<WarehouseGroupDto> {
      return db.transaction(async (tx) => {
        await checkMembers(tx, actor.scope, values.warehouseIds);
        const created = await insertGroup(tx, actor.scope, values.name);
        await replaceMembers(tx, actor.scope, created.id, values.warehouseIds);
        const dto = await one(tx, actor.scope, created);
        await audit(tx, actor, 'create', null, dto);
        return dto;
      });
    },

    /** `version` must still be current (optimistic lock): an older one answers 409. */
    async update(
      actor: Actor,
      id: number,
      values: WarehouseGroupFormValues,
      version: number,
    ): Promise<WarehouseGroupDto> {
      return db.transaction(async (tx) => {
        const locked = await lockGroup(tx, actor.scope, id);
        if (!locked) throw notFound(WAREHOUSE_GROUP_NOT_FOUND);
        if (locked.version !== version) throw stale();
        const before = await one(tx, actor.scope, locked);
        await checkMembers(tx, actor.scope, values.warehouseIds);
        const updated = await updateGroup(tx, actor.scope, id, values.name, version);
        if (!updated) throw stale();
        await replaceMembers(tx, actor.scope, id, values.warehouseIds);
        const after = await one(tx, actor.scope, updated);
        await audit(tx, actor, 'update', before, after);
        return after;
      });
    },

    async destroy(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const locked = await lockGroup(tx, actor.scope, id);
        if (!locked) throw notFound(WAREHOUSE_GROUP_NOT_FOUND);
        const before = await one(tx, actor.scope, locked);
        for (const usage of usages) {
          const refusal = await usage(tx, actor.scope, id);
          if (refusal) throw new AppError('conflict', refusal);
        }
        await deleteGroup(tx, actor.scope, id);
        await audit(tx, actor, 'delete', before, null);
      });
    },
  };
}
