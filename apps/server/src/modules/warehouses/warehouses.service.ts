import {
  SETTING_KINDS_BY_WAREHOUSE_TYPE,
  inUseByMessage,
  isExternalWarehouseType,
  type AppSettingKind,
  type Page,
  type WarehouseDto,
  type WarehouseFormValues,
  type WarehouseSearch,
} from '@logi/shared';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound, stale } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { appSettingSummaries } from '../app-settings/index.ts';
import { recordAudit } from '../audit/index.ts';
import { toWarehouseDto } from './warehouses.dto.ts';
import type { WarehouseRow } from './warehouses.table.ts';
import {
  deleteWarehouse,
  findWarehouse,
  insertWarehouse,
  lockWarehouse,
  searchWarehouses,
  updateWarehouse,
  warehouseNamesUsingSetting,
  warehousesUsingSetting,
  type WarehouseValues,
} from './warehouses.repository.ts';

export const WAREHOUSE_NOT_FOUND = '倉庫が見つかりませんでした';
const SETTING_NOT_FOUND = 'システム連携設定が見つかりませんでした';
const SETTING_KIND_MISMATCH = '倉庫タイプに合わないシステム連携設定です';

type Actor = { scope: OrganisationScope; userId: string };

const invalidField = (field: string, message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });

/** The warehouses' DTOs, with the names of the settings they use. */
async function dtosOf(db: DbOrTx, scope: OrganisationScope, rows: WarehouseRow[]) {
  const ids = rows.flatMap((row) => (row.appSettingId === null ? [] : [row.appSettingId]));
  const settings = await appSettingSummaries(db, scope, ids);
  return rows.map((row) =>
    toWarehouseDto(
      row,
      row.appSettingId === null ? null : (settings.get(row.appSettingId)?.name ?? null),
    ),
  );
}

/**
 * The columns to write: an own warehouse uses no setting; an external one needs a setting of this
 * organisation whose kind fits the type (RSL → RSL, STOCKCREW → STOCKCREW, その他3PL → any).
 */
async function columnsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  values: WarehouseFormValues,
): Promise<WarehouseValues> {
  const external = isExternalWarehouseType(values.type);
  const appSettingId = external ? (values.appSettingId ?? null) : null;
  if (appSettingId !== null) {
    const setting = (await appSettingSummaries(db, scope, [appSettingId])).get(appSettingId);
    if (!setting) throw invalidField('appSettingId', SETTING_NOT_FOUND);
    const fits = SETTING_KINDS_BY_WAREHOUSE_TYPE[values.type].includes(
      setting.kind as AppSettingKind,
    );
    if (!fits) throw invalidField('appSettingId', SETTING_KIND_MISMATCH);
  }
  return {
    code: values.code,
    name: values.name,
    type: values.type,
    inUse: values.inUse,
    appSettingId,
    postalCode: values.postalCode ?? null,
    prefecture: values.prefecture ?? null,
    city: values.city ?? null,
    town: values.town ?? null,
    building: values.building ?? null,
    phone: values.phone ?? null,
    cutoffTime: values.cutoffTime,
    isActive: values.isActive,
  };
}

/**
 * Tells whether another record still uses a warehouse: the refusal naming it, or null. The modules
 * that refer to warehouses provide one each (warehouse groups now; stock adds "still holds stock"
 * when it lands); app.ts wires them in, so this module depends on none of them.
 */
export type WarehouseUsage = (
  tx: Tx,
  scope: OrganisationScope,
  warehouseId: number,
) => Promise<string | null>;

/** The settings module's kind check: a used setting keeps a kind its warehouses accept. */
export async function warehousesAcceptSettingKind(
  tx: DbOrTx,
  scope: OrganisationScope,
  appSettingId: number,
  kind: AppSettingKind,
): Promise<string | null> {
  const users = await warehousesUsingSetting(tx, scope, appSettingId);
  const refusing = users.find((user) => !SETTING_KINDS_BY_WAREHOUSE_TYPE[user.type].includes(kind));
  return refusing ? `倉庫「${refusing.name}」の倉庫タイプに合わない連携種別です` : null;
}

/** The check the settings module is given: a setting a warehouse uses cannot be deleted. */
export async function warehouseUsingSetting(
  tx: DbOrTx,
  scope: OrganisationScope,
  appSettingId: number,
): Promise<string | null> {
  const names = await warehouseNamesUsingSetting(tx, scope, appSettingId);
  return names.length > 0 ? inUseByMessage('倉庫', names.join('」「')) : null;
}

export function warehousesService(db: Database, usages: readonly WarehouseUsage[] = []) {
  const audit = (
    tx: DbOrTx,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    before: WarehouseRow | null,
    after: WarehouseRow | null,
  ) =>
    recordAudit(tx, actor.scope, {
      resource: 'warehouses',
      recordId: (before ?? after)!.id,
      userId: actor.userId,
      action,
      before,
      after,
    });

  return {
    async search(scope: OrganisationScope, search: WarehouseSearch): Promise<Page<WarehouseDto>> {
      const { rows, total } = await searchWarehouses(db, scope, search);
      return pageOf(await dtosOf(db, scope, rows), total, search.page, search.perPage);
    },

    dtosOf: (scope: OrganisationScope, rows: WarehouseRow[]) => dtosOf(db, scope, rows),

    async show(scope: OrganisationScope, id: number): Promise<WarehouseDto> {
      const row = await findWarehouse(db, scope, id);
      if (!row) throw notFound(WAREHOUSE_NOT_FOUND);
      const [dto] = await dtosOf(db, scope, [row]);
      return dto!;
    },

    async store(actor: Actor, values: WarehouseFormValues): Promise<WarehouseDto> {
      return db.transaction(async (tx) => {
        const created = await insertWarehouse(
          tx,
          actor.scope,
          await columnsOf(tx, actor.scope, values),
        );
        await audit(tx, actor, 'create', null, created);
        const [dto] = await dtosOf(tx, actor.scope, [created]);
        return dto!;
      });
    },

    /** `version` must still be current (optimistic lock): an older one answers 409. */
    async update(
      actor: Actor,
      id: number,
      values: WarehouseFormValues,
      version: number,
    ): Promise<WarehouseDto> {
      return db.transaction(async (tx) => {
        const before = await lockWarehouse(tx, actor.scope, id);
        if (!before) throw notFound(WAREHOUSE_NOT_FOUND);
        if (before.version !== version) throw stale();
        const columns = await columnsOf(tx, actor.scope, values);
        const updated = await updateWarehouse(tx, actor.scope, id, columns, version);
        if (!updated) throw stale();
        await audit(tx, actor, 'update', before, updated);
        const [dto] = await dtosOf(tx, actor.scope, [updated]);
        return dto!;
      });
    },

    async destroy(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockWarehouse(tx, actor.scope, id);
        if (!before) throw notFound(WAREHOUSE_NOT_FOUND);
        for (const usage of usages) {
          const refusal = await usage(tx, actor.scope, id);
          if (refusal) throw new AppError('conflict', refusal);
        }
        await deleteWarehouse(tx, actor.scope, id);
        await audit(tx, actor, 'delete', before, null);
      });
    },
  };
}
