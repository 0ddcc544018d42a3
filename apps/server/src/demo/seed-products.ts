import { and, eq, inArray } from 'drizzle-orm';
import type { ProductSalesStatus, TemperatureZone } from '@logi/shared';
import type { Tx } from '../db/client.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { products, skuMappings } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';

/** A JAN (GTIN-13) from its first 12 digits: the check digit makes the weighted sum a multiple of 10. */
export function janOf(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

type DemoProduct = {
  code: string;
  name: string;
  price: number;
  cost: number;
  supplier: string;
  status?: ProductSalesStatus;
  zone?: TemperatureZone;
  weightG?: number;
  lot?: boolean;
  dangerous?: boolean;
};

// Tea, food, homeware and apparel from the demo suppliers (SUP-001…004 of seed-masters.ts).
const DEMO_PRODUCTS: DemoProduct[] = [
  {
    code: 'TEA-001',
    name: '静岡県産 深蒸し煎茶 100g',
    price: 1280,
    cost: 540,
    supplier: 'SUP-001',
    weightG: 120,
  },
  {
    code: 'TEA-002',
    name: '京都宇治 抹茶入り玄米茶 200g',
    price: 980,
    cost: 410,
    supplier: 'SUP-001',
    weightG: 220,
  },
  {
    code: 'TEA-003',
    name: '有機ほうじ茶 ティーバッグ 30包',
    price: 860,
    cost: 350,
    supplier: 'SUP-001',
    weightG: 90,
  },
  {
    code: 'TEA-004',
    name: '鹿児島県産 和紅茶 50g',
    price: 1100,
    cost: 480,
    supplier: 'SUP-001',
    weightG: 70,
  },
  {
    code: 'TEA-005',
    name: '水出し緑茶 ティーバッグ 20包',
    price: 640,
    cost: 260,
    supplier: 'SUP-001',
    status: 'suspended',
  },
  {
    code: 'FOOD-001',
    name: '北海道産 いくら醤油漬け 250g',
    price: 4980,
    cost: 3100,
    supplier: 'SUP-002',
    zone: 'frozen',
    lot: true,
    weightG: 300,
  },
  {
    code: 'FOOD-002',
    name: '毛がに 姿 1尾 500g',
    price: 6800,
    cost: 4500,
    supplier: 'SUP-002',
    zone: 'frozen',
    lot: true,
    weightG: 600,
  },
  {
    code: 'FOOD-003',
    name: '十勝産 生クリームチーズケーキ',
    price: 3200,
    cost: 1700,
    supplier: 'SUP-002',
    zone: 'chilled',
    lot: true,
    weightG: 550,
  },
  {
    code: 'FOOD-004',
    name: '夕張メロンゼリー 6個入',
    price: 2400,
    cost: 1250,
    supplier: 'SUP-002',
    zone: 'chilled',
    lot: true,
  },
  {
    code: 'FOOD-005',
    name: '北海道じゃがバター 8個入',
    price: 1980,
    cost: 900,
    supplier: 'SUP-002',
    zone: 'frozen',
    lot: true,
  },
  {
    code: 'FOOD-006',
    name: '利尻昆布 だし用 100g',
    price: 1500,
    cost: 720,
    supplier: 'SUP-002',
    weightG: 110,
  },
  {
    code: 'FOOD-007',
    name: 'ラベンダーはちみつ 150g',
    price: 1680,
    cost: 800,
    supplier: 'SUP-002',
    lot: true,
  },
  {
    code: 'FOOD-008',
    name: '鮭とば スライス 80g',
    price: 1080,
    cost: 520,
    supplier: 'SUP-002',
    status: 'discontinued',
  },
  {
    code: 'ZAKKA-001',
    name: '清水焼 湯呑み 藍',
    price: 3300,
    cost: 1500,
    supplier: 'SUP-003',
    weightG: 250,
  },
  {
    code: 'ZAKKA-002',
    name: '清水焼 湯呑み 桜',
    price: 3300,
    cost: 1500,
    supplier: 'SUP-003',
    weightG: 250,
  },
  {
    code: 'ZAKKA-003',
    name: '西陣織 名刺入れ',
    price: 4400,
    cost: 2100,
    supplier: 'SUP-003',
    weightG: 60,
  },
  { code: 'ZAKKA-004', name: '京扇子 白檀 22cm', price: 5500, cost: 2600, supplier: 'SUP-003' },
  {
    code: 'ZAKKA-005',
    name: '手ぬぐい 金魚柄',
    price: 1320,
    cost: 520,
    supplier: 'SUP-003',
    weightG: 40,
  },
  {
    code: 'ZAKKA-006',
    name: 'お香 京の四季 詰め合わせ',
    price: 2200,
    cost: 980,
    supplier: 'SUP-003',
    dangerous: true,
  },
  {
    code: 'ZAKKA-007',
    name: '竹製 箸置き 5個組',
    price: 1650,
    cost: 700,
    supplier: 'SUP-003',
    status: 'suspended',
  },
  {
    code: 'ZAKKA-008',
    name: 'ちりめん がま口 小銭入れ',
    price: 1980,
    cost: 850,
    supplier: 'SUP-003',
    status: 'discontinued',
  },
  {
    code: 'APP-001-M',
    name: '久留米絣 ワークシャツ M',
    price: 8800,
    cost: 4200,
    supplier: 'SUP-004',
    weightG: 320,
  },
  {
    code: 'APP-001-L',
    name: '久留米絣 ワークシャツ L',
    price: 8800,
    cost: 4200,
    supplier: 'SUP-004',
    weightG: 340,
  },
  { code: 'APP-002-M', name: '博多織 ネクタイ 紺', price: 7700, cost: 3600, supplier: 'SUP-004' },
  {
    code: 'APP-003-F',
    name: '今治タオル フェイスタオル 白',
    price: 1320,
    cost: 560,
    supplier: 'SUP-004',
    weightG: 90,
  },
  {
    code: 'APP-003-B',
    name: '今治タオル バスタオル 白',
    price: 3850,
    cost: 1700,
    supplier: 'SUP-004',
    weightG: 500,
  },
  {
    code: 'APP-004-M',
    name: 'オーガニックコットン Tシャツ M',
    price: 3960,
    cost: 1650,
    supplier: 'SUP-004',
  },
  {
    code: 'APP-004-L',
    name: 'オーガニックコットン Tシャツ L',
    price: 3960,
    cost: 1650,
    supplier: 'SUP-004',
  },
  {
    code: 'APP-005',
    name: '作務衣 藍染 フリーサイズ',
    price: 12800,
    cost: 6400,
    supplier: 'SUP-004',
    status: 'discontinued',
  },
  {
    code: 'APP-006',
    name: '足袋ソックス 3足組',
    price: 1650,
    cost: 600,
    supplier: 'SUP-004',
    weightG: 120,
  },
];

// サンプル物流 and テスト商事, in that order (demo-accounts.ts).
const [SAMPLE_BUTSURYU, TEST_SHOJI] = DEMO_ORGANISATIONS as [
  (typeof DEMO_ORGANISATIONS)[number],
  (typeof DEMO_ORGANISATIONS)[number],
];

/** The few products of テスト商事: enough to show that organisations never see each other's. */
const TEST_SHOJI_CODES = ['TEA-001', 'FOOD-001', 'ZAKKA-001', 'APP-001-M'];

async function seedProductsOf(
  tx: Tx,
  organisationId: string,
  rows: DemoProduct[],
  janBase: string,
) {
  const codes = [...new Set(rows.map((row) => row.supplier))];
  const found = await tx
    .select({ id: suppliers.id, code: suppliers.code })
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), inArray(suppliers.code, codes)));
  const supplierId = (code: string) => found.find((row) => row.code === code)?.id ?? null;
  return tx
    .insert(products)
    .values(
      rows.map((row, index) => ({
        organisationId,
        productCode: row.code,
        name: row.name,
        janCode: janOf(`${janBase}${String(index + 1).padStart(5, '0')}`),
        price: row.price,
        cost: row.cost,
        weightG: row.weightG ?? null,
        salesStatus: row.status ?? 'on_sale',
        stockThreshold: 10,
        supplierId: supplierId(row.supplier),
        rslLinked: row.status !== 'discontinued',
        temperatureZone: row.zone ?? 'ambient',
        lotManaged: row.lot ?? false,
        isDangerous: row.dangerous ?? false,
      })),
    )
    .returning({ id: products.id, productCode: products.productCode });
}

/**
 * Demo products: about thirty for サンプル物流 (some 販売停止 or 廃盤), a few for テスト商事, with
 * valid JANs and SKU mappings at the demo shops (楽天市場 and Amazon) for the tea and food lines.
 */
export async function seedDemoProducts(tx: Tx): Promise<void> {
  const sample = await seedProductsOf(tx, SAMPLE_BUTSURYU.uuid, DEMO_PRODUCTS, '4580123');
  const testRows = DEMO_PRODUCTS.filter((row) => TEST_SHOJI_CODES.includes(row.code));
  await seedProductsOf(tx, TEST_SHOJI.uuid, testRows, '4580456');

  const demoShops = await tx
    .select({ id: shops.id, code: shops.code })
    .from(shops)
    .where(
      and(
        eq(shops.organisationId, SAMPLE_BUTSURYU.uuid),
        inArray(shops.code, ['RAKUTEN-01', 'AMAZON-01']),
      ),
    );
  const mapped = sample.filter(
    (row) => row.productCode.startsWith('TEA-') || row.productCode.startsWith('FOOD-'),
  );
  const mappings = demoShops.flatMap((shop) =>
    mapped.map((product) => ({
      organisationId: SAMPLE_BUTSURYU.uuid,
      productId: product.id,
      shopId: shop.id,
      shopSkuCode: `${shop.code.startsWith('RAKUTEN') ? 'rk' : 'amz'}-${product.productCode.toLowerCase()}`,
    })),
  );
  if (mappings.length > 0) await tx.insert(skuMappings).values(mappings);
}
