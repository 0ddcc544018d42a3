import {
  ORDER_MESSAGES as M,
  todayJst,
  type OrderDemoValues,
  type OrderIntakeDto,
  type OrderValues,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { onSaleProducts } from '../products/index.ts';
import { activeShopIds } from '../shops/index.ts';
import { demoDelivery, randomDemoDelivery, type DemoDeliveryChoice } from './demo-delivery.ts';
import { storeOrders, type AllocateAtIntake, type OrderActor } from './orders-intake.service.ts';

/** Real addresses whose postal codes lie in their prefectures (the postal check stays quiet). */
const RECIPIENTS = [
  ['山田 太郎', 'ヤマダ タロウ', '100-0005', '東京都', '千代田区', '丸の内1-9-1', '03-1234-5678'],
  ['佐藤 花子', 'サトウ ハナコ', '530-0001', '大阪府', '大阪市北区', '梅田3-1-1', '06-2345-6789'],
  ['鈴木 一郎', 'スズキ イチロウ', '460-0008', '愛知県', '名古屋市中区', '栄3-5-1', '052-345-6789'],
  [
    '高橋 美咲',
    'タカハシ ミサキ',
    '060-0005',
    '北海道',
    '札幌市中央区',
    '北五条西2-5',
    '011-456-7890',
  ],
  [
    '田中 健',
    'タナカ ケン',
    '812-0012',
    '福岡県',
    '福岡市博多区',
    '博多駅中央街1-1',
    '092-567-8901',
  ],
  [
    '伊藤 さくら',
    'イトウ サクラ',
    '980-0021',
    '宮城県',
    '仙台市青葉区',
    '中央1-1-1',
    '022-678-9012',
  ],
  [
    '渡辺 翔太',
    'ワタナベ ショウタ',
    '220-0011',
    '神奈川県',
    '横浜市西区',
    '高島2-16-1',
    '045-789-0123',
  ],
  [
    '中村 結衣',
    'ナカムラ ユイ',
    '600-8216',
    '京都府',
    '京都市下京区',
    '東塩小路町721-1',
    '075-890-1234',
  ],
] as const;

export type DemoStock = { shops: { id: number }[]; products: { code: string; price: number }[] };

/** The organisation's active shops (or the one named) and on-sale products of the demo orders. */
export async function demoMaterials(
  db: DbOrTx,
  scope: OrganisationScope,
  shopId?: number,
): Promise<DemoStock> {
  return {
    shops: await activeShopIds(db, scope, 20, shopId),
    products: await onSaleProducts(db, scope, 200),
  };
}

/** A small deterministic generator (mulberry32): the seed makes the same day every time. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type DemoOrderOptions = {
  random?: () => number;
  prefix?: string;
  bulky?: number;
  /** The orders' deliveries in turn, instead of a random mix. */
  deliveries?: readonly DemoDeliveryChoice[];
};

/**
 * `count` realistic orders of today (JST) across the shops: one to three lines of one to three
 * pieces, a delivery method each (a day wished, 代引 or a gift on some); `bulky` of them ask for
 * 500 pieces of a line (more than any demo stock).
 */
export function demoOrderValues(
  materials: DemoStock,
  count: number,
  { random = Math.random, prefix = 'DEMO', bulky = 0, deliveries }: DemoOrderOptions = {},
): OrderValues[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const today = todayJst();
  // Spread over the hours before now, never before today's 00:00 JST.
  const now = Date.now();
  const sinceMidnight = now - new Date(`${today}T00:00:00+09:00`).getTime();
  const spacing = Math.min(7 * 60_000, Math.floor(sinceMidnight / (count + 1)));
  const tag = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return Array.from({ length: count }, (_, index) => {
    const [name, kana, postalCode, prefecture, city, town, phone] = pick(RECIPIENTS);
    const products = [...materials.products]
      .sort(() => random() - 0.5)
      .slice(0, 1 + Math.floor(random() * 3));
    const lines = products.map((product, line) => ({
      productCode: product.code,
      quantity: index < bulky && line === 0 ? 500 : 1 + Math.floor(random() * 3),
      unitPrice: product.price,
    }));
    const goods = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const choice = deliveries ? deliveries[index % deliveries.length]! : randomDemoDelivery(random);
    return {
      shopId: pick(materials.shops).id,
      shopCode: null,
      orderNumber: `${prefix}-${today.replaceAll('-', '')}-${tag}-${String(index + 1).padStart(4, '0')}`,
      orderedAt: new Date(now - (count - index) * spacing).toISOString(),
      recipientName: name,
      recipientKana: kana,
      postalCode,
      prefecture,
      city,
      town,
      building:
        random() < 0.3
          ? `${pick(['グランドハイツ', 'メゾン桜', 'サンライズ'])}${100 + Math.floor(random() * 900)}号室`
          : null,
      phone,
      ...demoDelivery(choice, { goods, today, random }),
      note: null,
      lines,
    };
  });
}

/** デモ受注作成: `count` orders of today from the organisation's own shops (or one) and products. */
export async function createDemoOrders(
  db: DbOrTx,
  actor: OrderActor,
  { count, shopId }: OrderDemoValues,
  allocateAtIntake?: AllocateAtIntake,
): Promise<OrderIntakeDto> {
  const materials = await demoMaterials(db, actor.scope, shopId ?? undefined);
  if (shopId && materials.shops.length === 0)
    throw new AppError('validation', M.shopNotFound, { field: 'shopId' });
  if (materials.shops.length === 0) throw new AppError('validation', M.noShops);
  if (materials.products.length === 0) throw new AppError('validation', M.noProducts);
  return storeOrders(db, actor, demoOrderValues(materials, count), 'demo', allocateAtIntake);
}
