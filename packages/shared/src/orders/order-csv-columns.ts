import { DELIVERY_TIME_SLOTS, ORDER_LABELS } from '../labels/orders.ts';
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
} & ({ level: 'order'; field: HeaderField } | { level: 'line'; field: LineField });

const order = (
  field: HeaderField,
  required: boolean,
  format: string,
  description: string,
  example: string,
): OrderCsvColumn => ({
  level: 'order',
  field,
  header: ORDER_LABELS[field],
  required,
  format,
  description,
  example,
  example2: example,
});

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
  order('deliveryTimeSlot', false, DELIVERY_TIME_SLOTS.join('/'), '', ''),
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
