import {
  SETTING_KINDS_BY_WAREHOUSE_TYPE,
  isExternalWarehouseType,
  type AppSettingKind,
  type WarehouseFormValues,
  WAREHOUSE_NOT_FOUND_MESSAGES,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { appSettingSummaries } from '../app-settings/index.ts';
import { type Usage, usageBy } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { toWarehouseDto } from './warehouses.dto.ts';
import type { WarehouseRow } from './warehouses.table.ts';
import {
  searchWarehouseRows,
  searchWarehouses,
  warehouseNamesUsingSetting,
  warehouseRecords,
  warehousesUsingSetting,
  type WarehouseValues,
} from './warehouses.repository.ts';

export const WAREHOUSE_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.warehouse;
const SETTING_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.appSetting;
const SETTING_KIND_MISMATCH = '倉庫タイプに合わないシステム連携設定です';

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
 * Tells whether another record still uses a warehouse (warehouse groups now; stock adds "still
 * holds stock" when it lands); app.ts wires them in.
 */
export type WarehouseUsage = Usage;

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
export const warehouseUsingSetting = usageBy('倉庫', warehouseNamesUsingSetting);

export function warehousesService(db: Database, usages: readonly WarehouseUsage[] = []) {
  return resourceService(db, {
    notFoundMessage: WAREHOUSE_NOT_FOUND,
    ...warehouseRecords,
    page: searchWarehouses,
    rows: searchWarehouseRows,
    toDtos: dtosOf,
    columns: (tx, scope, values: WarehouseFormValues) => columnsOf(tx, scope, values),
    audit: { resource: 'warehouses' },
    usages,
  });
}
