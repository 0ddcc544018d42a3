import type { ProductSalesStatus, TemperatureZone } from '@logi/shared';

/** A demo product as the seed writes it; `supplier` is the supplier's code. */
export type DemoProduct = {
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
export const DEMO_PRODUCTS: DemoProduct[] = [
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

/** The few products of テスト商事: enough to show that organisations never see each other's. */
export const TEST_SHOJI_CODES = ['TEA-001', 'FOOD-001', 'ZAKKA-001', 'APP-001-M'];
