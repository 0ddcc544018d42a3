import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import { warehouseGroups } from '../modules/warehouse-groups/warehouse-groups.table.ts';
import { DEMO_SHOPS } from './demo-shops.ts';
import { DEMO_WAREHOUSE_GROUP_NAME } from './seed-warehouses.ts';

const DEMO_SUPPLIERS = [
  {
    code: 'SUP-001',
    name: '株式会社山田製作所',
    nameKana: 'カブシキガイシャヤマダセイサクショ',
    postalCode: '530-0001',
    prefecture: '大阪府',
    city: '大阪市北区',
    town: '梅田3-1-3',
    building: '梅田センタービル12F',
    phone: '06-6345-1200',
    email: 'eigyo@yamada-seisakusho.example',
    contactName: '山田 健一',
    note: '月末締め翌月末払い',
  },
  {
    code: 'SUP-002',
    name: '有限会社北海フーズ',
    nameKana: 'ユウゲンガイシャホッカイフーズ',
    postalCode: '060-0005',
    prefecture: '北海道',
    city: '札幌市中央区',
    town: '北五条西2-5',
    building: null,
    phone: '011-222-3344',
    email: 'order@hokkai-foods.example',
    contactName: '佐々木 由美',
    note: '冷凍品は水曜着のみ',
  },
  {
    code: 'SUP-003',
    name: '株式会社ミヤコ雑貨',
    nameKana: 'カブシキガイシャミヤコザッカ',
    postalCode: '600-8216',
    prefecture: '京都府',
    city: '京都市下京区',
    town: '東塩小路町721-1',
    building: '京都タワービル8F',
    phone: '075-361-7788',
    email: 'info@miyako-zakka.example',
    contactName: '中村 誠',
    note: null,
  },
  {
    code: 'SUP-004',
    name: '九州アパレル株式会社',
    nameKana: 'キュウシュウアパレルカブシキガイシャ',
    postalCode: '812-0012',
    prefecture: '福岡県',
    city: '福岡市博多区',
    town: '博多駅中央街1-1',
    building: null,
    phone: '092-431-5566',
    email: null,
    contactName: '松本 彩',
    note: '発注は前営業日15時まで',
  },
];

/**
 * Per demo organisation: four suppliers, two vendors (the 入荷元 RSL knows, each tied to a
 * supplier, not yet 連携済) and three shops (DEMO_SHOPS) allocating through the demo warehouse group.
 */
export async function seedDemoMasters(tx: Tx): Promise<void> {
  for (const { uuid: organisationId } of DEMO_ORGANISATIONS) {
    const stored = await tx
      .insert(suppliers)
      .values(DEMO_SUPPLIERS.map((supplier) => ({ ...supplier, organisationId })))
      .returning({ id: suppliers.id, code: suppliers.code });
    const supplierId = (code: string) => stored.find((row) => row.code === code)?.id ?? null;
    await tx.insert(vendors).values([
      {
        organisationId,
        vendorCode: 'V0001',
        name: '山田製作所 大阪工場',
        postalCode: '559-0034',
        prefecture: '大阪府',
        city: '大阪市住之江区',
        town: '南港北2-1-10',
        phone: '06-6612-0001',
        supplierId: supplierId('SUP-001'),
      },
      {
        organisationId,
        vendorCode: 'V0002',
        name: '北海フーズ 石狩物流センター',
        postalCode: '061-3241',
        prefecture: '北海道',
        city: '石狩市',
        town: '新港西1-700',
        phone: '0133-64-2200',
        supplierId: supplierId('SUP-002'),
      },
    ]);
    // The warehouses' seed makes the group; without it, shops allocate by the default rules.
    const [group] = await tx
      .select({ id: warehouseGroups.id })
      .from(warehouseGroups)
      .where(
        and(
          eq(warehouseGroups.organisationId, organisationId),
          eq(warehouseGroups.name, DEMO_WAREHOUSE_GROUP_NAME),
        ),
      );
    const warehouseGroupId = group?.id ?? null;
    await tx
      .insert(shops)
      .values(DEMO_SHOPS.map((shop) => ({ ...shop, organisationId, warehouseGroupId })));
  }
}
