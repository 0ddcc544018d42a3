import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { ORDER_CSV_COLUMNS } from '@logi/shared';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import type { importApp } from '../product-import/product-import.test-support.ts';
import { nextCode, SHOPS, shopBody, store, type Api } from '../../test/masters.test-support.ts';
import type { TestApp } from '../../test/test-app.ts';

export { importApp } from '../product-import/product-import.test-support.ts';
export * from '../../test/masters.test-support.ts';
export const ORDERS = '/api/orders';
export const STORE = '/api/orders/store';
export const CSV_IMPORT = '/api/orders/csv_import';

export type Setup = {
  shop: { id: number; code: string };
  products: { id: number; code: string }[];
};

/** A shop and `count` products of the caller's organisation. */
export async function orderSetup(api: Api, count = 2): Promise<Setup> {
  const shop = await store(api, SHOPS, shopBody());
  const products = [];
  for (let i = 0; i < count; i += 1) {
    const product = await store(api, PRODUCTS, productBody());
    products.push({ id: product.id, code: String(product.product_code) });
  }
  return { shop: { id: shop.id, code: String(shop.code) }, products };
}

/** One valid order (wire names) of the setup's shop, one line per product. */
export function orderBody(setup: Setup, overrides: Record<string, unknown> = {}) {
  return {
    shop_code: setup.shop.code,
    order_number: nextCode('ORD'),
    ordered_at: '2026-04-01 10:30',
    recipient_name: '山田 太郎',
    recipient_kana: 'ヤマダ タロウ',
    postal_code: '100-0005',
    prefecture: '東京都',
    city: '千代田区',
    town: '丸の内1-9-1',
    building: null,
    phone: '03-1234-5678',
    delivery_date: null,
    delivery_time_slot: null,
    note: null,
    lines: setup.products.map((product, i) => ({
      product_code: product.code,
      quantity: i + 1,
      unit_price: 1000 * (i + 1),
    })),
    ...overrides,
  };
}

/** Rows of the organisation's orders and lines (for "nothing written"). */
export async function orderCounts(app: Pick<TestApp, 'db'>) {
  const { rows } = await app.db.execute<{ orders: number; lines: number }>(
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines`,
  );
  return rows[0]!;
}

export const CSV_HEADER = ORDER_CSV_COLUMNS.map((column) => column.header);

/** A CSV of the whole layout: one row per line, the order's columns repeated. */
export function orderCsv(rows: readonly (readonly string[])[]) {
  return [CSV_HEADER, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/** One CSV row of an order line in the layout's column order. */
export function csvRow(
  setup: Setup,
  orderNumber: string,
  productCode: string,
  quantity: string,
  overrides: Partial<Record<string, string>> = {},
) {
  const values: Record<string, string> = {
    ショップコード: setup.shop.code,
    受注番号: orderNumber,
    受注日時: '2026/04/01 10:30',
    お届け先氏名: '佐藤 花子',
    お届け先氏名カナ: 'サトウ ハナコ',
    お届け先郵便番号: '5300001',
    お届け先都道府県: '大阪府',
    お届け先市区町村: '大阪市北区',
    'お届け先町域・番地': '梅田3-1-1',
    お届け先建物名: '',
    お届け先電話番号: '06-2345-6789',
    お届け希望日: '',
    お届け時間帯: '',
    備考: '',
    商品コード: productCode,
    数量: quantity,
    単価: '500',
    ...overrides,
  };
  return CSV_HEADER.map((header) => values[header] ?? '');
}

export const sjis = (text: string) => iconv.encode(text, 'cp932');
export type ImportTest = ReturnType<typeof importApp>;
