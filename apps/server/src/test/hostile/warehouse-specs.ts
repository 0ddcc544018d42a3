import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray, textArray } from '../../db/sql.ts';
import {
  CREDENTIALS_BY_KIND,
  REQUIRED_MESSAGE,
  SETTING_KINDS_BY_WAREHOUSE_TYPE,
  appSettingEndpoints,
  appSettingExportSchema,
  appSettingFormSchema,
  appSettingSearchSchema,
  appSettingUpdateSchema,
  camelToSnake,
  isExternalWarehouseType,
  LOCATION_MESSAGES,
  locationEndpoints,
  locationExportSchema,
  locationFormSchema,
  locationSearchSchema,
  locationUpdateSchema,
  warehouseEndpoints,
  warehouseExportSchema,
  warehouseFormSchema,
  warehouseGroupEndpoints,
  warehouseGroupExportSchema,
  warehouseGroupFormSchema,
  warehouseGroupSearchSchema,
  warehouseGroupUpdateSchema,
  warehouseSearchSchema,
  warehouseUpdateSchema,
  type AppSettingKind,
  type WarehouseType,
} from '@logi/shared';
import type { MasterSpec } from './master-cases.ts';
import type { SweepContext } from './sweep-plan.ts';

/** The sweep's specs of the warehouse settings (R2): settings, warehouses, groups, locations. */

const rowsOf = async <T extends Record<string, unknown>>(
  context: SweepContext,
  query: ReturnType<typeof sql>,
) => (await context.client.app.db.execute<T>(query)).rows;

export const APP_SETTING_SPEC: MasterSpec = {
  endpoints: appSettingEndpoints,
  searchSchema: appSettingSearchSchema,
  exportSchema: appSettingExportSchema,
  formSchema: appSettingFormSchema,
  updateSchema: appSettingUpdateSchema,
  validForm: () => ({
    name: 'RSL連携',
    kind: 'rsl',
    endpointUrl: 'https://rsl.example.com/api',
    credentials: { serviceSecret: 'sweep-service-secret', licenseKey: 'sweep-license-key' },
    isActive: true,
  }),
  table: 'app_settings',
  unique: { name: 'name' },
  // A used setting keeps a kind its warehouses accept; then a blank credential keeps the stored
  // one, and the kind's credential with neither is required.
  refusal: async (value, context, id) => {
    const kind = value.kind as AppSettingKind;
    const users = await rowsOf<{ name: string; type: WarehouseType }>(
      context,
      sql`select name, type from warehouses w
           where ${inScope('w', context.scope, sql`w.app_setting_id = ${id}`)} order by code`,
    );
    const refusing = users.find(
      (user) => !SETTING_KINDS_BY_WAREHOUSE_TYPE[user.type].includes(kind),
    );
    if (refusing) {
      return {
        status: 422,
        errors: { kind: [`倉庫「${refusing.name}」の倉庫タイプに合わない連携種別です`] },
      };
    }
    const [stored] = await rowsOf<{ credentials: Record<string, unknown> }>(
      context,
      sql`select credentials from app_settings a where ${inScope('a', context.scope, sql`a.id = ${id}`)}`,
    );
    const typed = (value.credentials ?? {}) as Record<string, unknown>;
    const missing = CREDENTIALS_BY_KIND[kind].filter(
      (key) => !typed[key] && !stored?.credentials[key],
    );
    if (missing.length === 0) return undefined;
    const errors = missing.map((key) => [`credentials.${camelToSnake(key)}`, [REQUIRED_MESSAGE]]);
    return { status: 422, errors: Object.fromEntries(errors) };
  },
};

export const WAREHOUSE_SPEC: MasterSpec = {
  endpoints: warehouseEndpoints,
  searchSchema: warehouseSearchSchema,
  exportSchema: warehouseExportSchema,
  formSchema: warehouseFormSchema,
  updateSchema: warehouseUpdateSchema,
  validForm: () => ({
    code: 'WH-001',
    name: '東京倉庫',
    type: 'own',
    inUse: true,
    appSettingId: null,
    postalCode: '135-0064',
    prefecture: '東京都',
    city: '江東区',
    town: '青海2-7-4',
    building: null,
    phone: '03-5500-1234',
    cutoffTime: '13:00',
    isActive: true,
  }),
  table: 'warehouses',
  unique: { code: 'code' },
  // An external type needs a setting of the organisation whose kind fits it.
  refusal: async (value, context) => {
    const type = value.type as WarehouseType;
    const settingId = value.appSettingId as number | null | undefined;
    if (!isExternalWarehouseType(type) || !settingId) return undefined;
    const [setting] = await rowsOf<{ kind: AppSettingKind }>(
      context,
      sql`select kind from app_settings a where ${inScope('a', context.scope, sql`a.id = ${settingId}`)}`,
    );
    if (!setting) {
      return {
        status: 422,
        errors: { app_setting_id: ['システム連携設定が見つかりませんでした'] },
      };
    }
    if (SETTING_KINDS_BY_WAREHOUSE_TYPE[type].includes(setting.kind)) return undefined;
    return {
      status: 422,
      errors: { app_setting_id: ['倉庫タイプに合わないシステム連携設定です'] },
    };
  },
};

export const WAREHOUSE_GROUP_SPEC: MasterSpec = {
  endpoints: warehouseGroupEndpoints,
  searchSchema: warehouseGroupSearchSchema,
  exportSchema: warehouseGroupExportSchema,
  formSchema: warehouseGroupFormSchema,
  updateSchema: warehouseGroupUpdateSchema,
  // The sweep's warehouse fixture: stored just before, the first warehouse of a fresh database.
  validForm: () => ({ name: '標準グループ', warehouseIds: [1] }),
  table: 'warehouse_groups',
  unique: { name: 'name' },
  // Every member must be a warehouse of the organisation.
  refusal: async (value, context) => {
    const ids = value.warehouseIds as number[];
    const found = await rowsOf<{ id: number }>(
      context,
      sql`select id from warehouses w
           where ${inScope('w', context.scope, sql`w.id = any(${intArray(ids)})`)}`,
    );
    if (found.length === ids.length) return undefined;
    return { status: 422, errors: { warehouse_ids: ['倉庫が見つかりませんでした'] } };
  },
};

/** Expects what the location service refuses, in its order: the warehouse, then the products. */
async function locationRefusal(value: Record<string, unknown>, context: SweepContext, id: number) {
  const warehouseId = value.warehouseId as number;
  const [stored] = await rowsOf<{ warehouse_id: number }>(
    context,
    sql`select warehouse_id from locations l where ${inScope('l', context.scope, sql`l.id = ${id}`)}`,
  );
  const warehouseError = (message: string) => ({
    status: 422,
    errors: { warehouse_id: [message] },
  });
  if (stored && stored.warehouse_id !== warehouseId) {
    return warehouseError(LOCATION_MESSAGES.warehouseFixed);
  }
  const [warehouse] = await rowsOf<{ type: WarehouseType }>(
    context,
    sql`select type from warehouses w where ${inScope('w', context.scope, sql`w.id = ${warehouseId}`)}`,
  );
  if (!warehouse) return warehouseError(LOCATION_MESSAGES.warehouseNotFound);
  if (warehouse.type !== 'own') return warehouseError(LOCATION_MESSAGES.externalWarehouse);
  const codes = value.productCodes as string[];
  const found = await rowsOf<{ product_code: string }>(
    context,
    sql`select product_code from products p
         where ${inScope('p', context.scope, sql`p.product_code = any(${textArray(codes)})`)}`,
  );
  const known = new Set(found.map((row) => row.product_code));
  const missing = codes.filter((code) => !known.has(code));
  if (missing.length === 0) return undefined;
  return { status: 422, errors: { product_codes: [LOCATION_MESSAGES.productsNotFound(missing)] } };
}

export const LOCATION_SPEC: MasterSpec = {
  endpoints: locationEndpoints,
  searchSchema: locationSearchSchema,
  exportSchema: locationExportSchema,
  formSchema: locationFormSchema,
  updateSchema: locationUpdateSchema,
  // The sweep's warehouse fixture: stored just before, the first warehouse of a fresh database.
  validForm: () => ({
    warehouseId: 1,
    code: 'A-01-01',
    name: 'A列1段',
    routeOrder: 10,
    pickable: true,
    productCodes: [],
  }),
  table: 'locations',
  unique: { code: 'code' },
  uniqueWithin: { warehouseId: 'warehouse_id' },
  refusal: locationRefusal,
};
