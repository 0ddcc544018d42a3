import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import {
  MASTER_NOT_FOUND,
  shopEndpoints,
  shopExportSchema,
  shopFormSchema,
  shopSearchSchema,
  shopUpdateSchema,
  supplierEndpoints,
  supplierExportSchema,
  supplierFormSchema,
  supplierSearchSchema,
  supplierUpdateSchema,
  vendorEndpoints,
  vendorExportSchema,
  vendorFormSchema,
  vendorSearchSchema,
  vendorUpdateSchema,
} from '@logi/shared';
import type { MasterSpec } from './master-cases.ts';

/** The sweep's specs of the masters (R1): suppliers, vendors, shops. */

export const SUPPLIER_SPEC: MasterSpec = {
  endpoints: supplierEndpoints,
  searchSchema: supplierSearchSchema,
  exportSchema: supplierExportSchema,
  formSchema: supplierFormSchema,
  updateSchema: supplierUpdateSchema,
  validForm: () => ({
    code: 'SUP-001',
    name: '株式会社山田製作所',
    nameKana: 'ヤマダセイサクショ',
    postalCode: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田1-1',
    building: '山田ビル3階',
    phone: '03-1234-5678',
    email: 'order@yamada.example',
    contactName: '山田 次郎',
    note: '月末締め翌月払い',
  }),
  table: 'suppliers',
  unique: { code: 'code' },
};

export const VENDOR_SPEC: MasterSpec = {
  endpoints: vendorEndpoints,
  searchSchema: vendorSearchSchema,
  exportSchema: vendorExportSchema,
  formSchema: vendorFormSchema,
  updateSchema: vendorUpdateSchema,
  validForm: () => ({
    vendorCode: 'VEN-001',
    name: '東京ベンダー',
    postalCode: '1500001',
    prefecture: '東京都',
    city: '渋谷区',
    town: '神宮前1-2-3',
    building: null,
    phone: '0312345678',
    supplierId: null,
  }),
  table: 'vendors',
  unique: { vendorCode: 'vendor_code' },
  // A supplier that is not the organisation's is refused before the code's uniqueness.
  refusal: async (value, context) => {
    const supplierId = value.supplierId as number | null;
    if (supplierId === null) return undefined;
    const { rows } = await context.client.app.db.execute(
      sql`select 1 from suppliers s where ${inScope('s', context.scope, sql`s.id = ${supplierId}`)}`,
    );
    if (rows.length) return undefined;
    return { status: 422, errors: { supplier_id: [MASTER_NOT_FOUND.supplier] } };
  },
};

export const SHOP_SPEC: MasterSpec = {
  endpoints: shopEndpoints,
  searchSchema: shopSearchSchema,
  exportSchema: shopExportSchema,
  formSchema: shopFormSchema,
  updateSchema: shopUpdateSchema,
  validForm: () => ({
    code: 'RAKUTEN-1',
    name: 'ロジ商店 楽天市場店',
    mall: '楽天市場',
    url: 'https://www.rakuten.co.jp/logi-shop/',
    warehouseGroupId: null,
    isActive: true,
  }),
  table: 'shops',
  unique: { code: 'code' },
  // A warehouse group that is not the organisation's is refused before the code's uniqueness.
  refusal: async (value, context) => {
    const groupId = value.warehouseGroupId as number | null;
    if (groupId === null) return undefined;
    const { rows } = await context.client.app.db.execute(
      sql`select 1 from warehouse_groups g where ${inScope('g', context.scope, sql`g.id = ${groupId}`)}`,
    );
    if (rows.length) return undefined;
    return { status: 422, errors: { warehouse_group_id: ['倉庫グループが見つかりませんでした'] } };
  },
};
