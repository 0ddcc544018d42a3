import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { csvExportSchema } from '../contracts/csv-export.ts';
import type { ShopMall } from '../labels/masters.ts';
import { requiredDate, requiredInteger } from '../validation/fields.ts';
import { orderSearchSchema } from './order-schema.ts';

/** 引当管理's files out: the list as CSV and the shipment file a mall takes back (decision 062). */
export const orderFileEndpoints = {
  export: endpoint('POST', '/api/orders/export'),
  shipmentFile: endpoint('POST', '/api/orders/shipment_file'),
} as const;

/** The list's filters (status tab and search) plus the encoding. */
export const orderExportSchema = csvExportSchema(orderSearchSchema);

/** The malls that take a shipment file, by the shop master's モール. */
export const SHIPMENT_FILE_MALLS = ['楽天市場', 'Amazon', 'Yahoo!ショッピング', 'Shopify'] as const;
export type ShipmentFileMall = (typeof SHIPMENT_FILE_MALLS)[number] & ShopMall;

/** What each mall's file is called where the operator uploads it. */
export const SHIPMENT_FILE_NAMES: Record<ShipmentFileMall, string> = {
  楽天市場: '楽天 発送完了報告',
  Amazon: 'Amazon 出荷通知',
  'Yahoo!ショッピング': 'Yahoo!ショッピング 出荷情報',
  Shopify: 'Shopify 発送（フルフィルメント）',
};

export const isShipmentFileMall = (mall: string): mall is ShipmentFileMall =>
  (SHIPMENT_FILE_MALLS as readonly string[]).includes(mall);

export const ORDER_FILE_MESSAGES = {
  shipmentFile: '出荷連携ファイル',
  shipmentFileHint: '出荷日の範囲で、ショップのモールが取り込める形式の出荷済受注を出力します。',
  shippedFrom: '出荷日（から）',
  shippedTo: '出荷日（まで）',
  download: 'ダウンロード',
  rangeOrder: '出荷日（まで）は出荷日（から）以降の日付を入力してください',
  rangeTooLong: '出荷日の範囲は366日以内にしてください',
  mallWithoutFile: (mall: string) =>
    `モール「${mall}」のショップには出荷連携ファイルがありません（楽天市場・Amazon・Yahoo!ショッピング・Shopifyのショップを選んでください）`,
  nothingShipped: '指定した期間に伝票番号のある出荷済の受注がありません',
  withoutTracking: '伝票番号のない受注は出力されません。',
} as const;

/** Days one shipment file may span: a year covers any re-send an operator needs. */
export const SHIPMENT_FILE_MAX_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** 出荷連携ファイル: one shop's shipped orders between two ship dates (both included). */
export const shipmentFileSchema = z
  .object({
    shopId: requiredInteger({ min: 1 }),
    shippedFrom: requiredDate(),
    shippedTo: requiredDate(),
  })
  .superRefine((body, context) => {
    const days = dayNumber(body.shippedTo) - dayNumber(body.shippedFrom);
    if (days < 0)
      context.addIssue({
        code: 'custom',
        path: ['shippedTo'],
        message: ORDER_FILE_MESSAGES.rangeOrder,
      });
    else if (days >= SHIPMENT_FILE_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['shippedTo'],
        message: ORDER_FILE_MESSAGES.rangeTooLong,
      });
  });
export type ShipmentFileInput = z.input<typeof shipmentFileSchema>;
export type ShipmentFileRequest = z.output<typeof shipmentFileSchema>;
