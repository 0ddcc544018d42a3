import { COOL_TYPES, DELIVERY_CARRIERS, DELIVERY_METHODS } from '../labels/fulfilment.ts';
import { DELIVERY_TIME_SLOTS, ORDER_LABELS } from '../labels/orders.ts';
import { DELIVERY_NOTE_MAX } from '../fulfilment/delivery.ts';
import { PRODUCT_CSV_FLAG_VALUES } from '../products/product-csv-columns.ts';
import type { OrderInput } from './order-schema.ts';

type HeaderField = Exclude<keyof OrderInput, 'lines' | 'shopId'>;
type LineField = 'productCode' | 'quantity' | 'unitPrice';

/**
 * One column of the order CSV (one row per order line; the order's own columns repeat on each of
 * its rows): the reader, the template and the page's item description table (項目名, 必須, 形式,
 * 説明) all read this one list.
 */
export type OrderCsvColumn = {
  header: string;
  required: boolean;
  format: string;
  description: string;
  example: string;
  example2: string;
  /** The cell's value by its text (a Japanese name, 1/0); other text goes on to be refused. */
  values?: Readonly<Record<string, unknown>>;
  /** Whole numbers are read as numbers. */
  integer?: boolean;
} & ({ level: 'order'; field: HeaderField } | { level: 'line'; field: LineField });

const order = (
  field: HeaderField,
  required: boolean,
  format: string,
  description: string,
  example: string,
  reading: Pick<OrderCsvColumn, 'values' | 'integer'> = {},
): OrderCsvColumn => ({
  level: 'order',
  field,
  header: ORDER_LABELS[field],
  required,
  format,
  description,
  example,
  example2: example,
  ...reading,
});

/** A code's cell by its Japanese name (宅急便 → takkyubin). */
const byName = (labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([code, label]) => [label, code]));
const names = (labels: Record<string, string>) => Object.values(labels).join('/');
const YEN = { integer: true };

const line = (
  field: LineField,
  format: string,
  description: string,
  example: string,
  example2: string,
): OrderCsvColumn => ({
  level: 'line',
  field,
  header: ORDER_LABELS[field],
  required: field !== 'unitPrice',
  format,
  description,
  example,
  example2,
});

export const ORDER_CSV_COLUMNS: readonly OrderCsvColumn[] = [
  order('shopCode', true, '半角英数字とハイフン', 'ショップ設定のショップコード。', 'SHOP-001'),
  order(
    'orderNumber',
    true,
    '50文字以内',
    'ショップごとに一意。同じ受注の行は同じ受注番号にします。登録済みの受注番号と同じ内容なら何もしません。',
    'A-10001',
  ),
  order(
    'orderedAt',
    true,
    'YYYY-MM-DD HH:mm（日本時間）',
    'YYYY/MM/DD や YYYY-MM-DD だけでも可。',
    '2026-04-01 10:30',
  ),
  order('recipientName', true, '100文字以内', '', '山田 太郎'),
  order('recipientKana', false, '100文字以内', '', 'ヤマダ タロウ'),
  order(
    'postalCode',
    true,
    '123-4567 または 1234567',
    '都道府県と一致しない郵便番号は受注に警告が付きます。',
    '100-0001',
  ),
  order('prefecture', true, '都道府県名（例：東京都）', '', '東京都'),
  order('city', true, '50文字以内', '', '千代田区'),
  order('town', false, '100文字以内', '', '千代田1-1'),
  order('building', false, '100文字以内', '', ''),
  order('phone', true, '0から始まる数字とハイフン（10〜13文字）', '', '03-1234-5678'),
  order('deliveryDate', false, 'YYYY-MM-DD', '', ''),
  order(
    'deliveryTimeSlot',
    false,
    DELIVERY_TIME_SLOTS.join('/'),
    '配送業者が扱う時間帯だけ指定できます（ヤマト運輸は12-14時なし）。',
    '',
  ),
  order('deliveryMethod', false, names(DELIVERY_METHODS), '空欄なら配送方法なし。', '宅急便', {
    values: byName(DELIVERY_METHODS),
  }),
  order(
    'deliveryCarrier',
    false,
    names(DELIVERY_CARRIERS),
    '空欄なら配送方法の配送業者（宅急便ならヤマト運輸）。',
    '',
    { values: byName(DELIVERY_CARRIERS) },
  ),
  order('coolType', false, names(COOL_TYPES), '空欄なら常温。', '', {
    values: byName(COOL_TYPES),
  }),
  order('codAmount', false, '1以上の整数（円・税込）', '空欄なら代引きなし。', '', YEN),
  order('gift', false, '1/0 または する/しない', '空欄なら「しない」。', '0', {
    values: PRODUCT_CSV_FLAG_VALUES,
  }),
  order('deliveryNote', false, `${DELIVERY_NOTE_MAX}文字以内`, '送り状の記事欄。', ''),
  order('shippingFee', false, '0以上の整数（円・税込）', '空欄なら0。', '800', YEN),
  order('codFee', false, '0以上の整数（円・税込）', '空欄なら0。', '', YEN),
  order('note', false, '1000文字以内', '', ''),
  line(
    'productCode',
    '半角英数字とハイフン',
    '商品設定の商品コード。同じ受注に同じ商品は1行だけ。',
    'PRD-001',
    'PRD-002',
  ),
  line('quantity', '1以上の整数', '', '2', '1'),
  line('unitPrice', '0以上の整数（円）', '空欄なら0。', '1980', '3500'),
];
