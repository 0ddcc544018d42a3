import type { DeliveryCarrier } from '@logi/shared';

/** Where an issued-data file keeps one value: the header names it goes by, or its column. */
export type IssuedColumn = { names: readonly string[]; position: number | null };

/** How to read one carrier's issued data (the file its software exports after printing). */
export type IssuedLayout = {
  carrier: DeliveryCarrier;
  trackingNumber: IssuedColumn;
  orderNumber: IssuedColumn;
  shippedOn: IssuedColumn;
  /** The tracking number's digits (hyphens and spaces removed). */
  trackingPattern: RegExp;
};

/**
 * B2クラウド 発行済データ: the 外部データ layout itself (入出力用), 伝票番号 filled; with or without
 * its header row, so the positions of our own layout (b2-cloud-layout.ts) are the fallback.
 */
export const B2_CLOUD_ISSUED: IssuedLayout = {
  carrier: 'yamato',
  trackingNumber: {
    names: ['伝票番号', '送り状番号', 'お問合せ番号', 'お問い合わせ番号'],
    position: 3,
  },
  orderNumber: { names: ['お客様管理番号'], position: 0 },
  shippedOn: { names: ['出荷予定日', '出荷日'], position: 4 },
  trackingPattern: /^[0-9]{12}$/,
};

/** e飛伝Ⅲ 出荷データ: the 送り状データ layout with お問い合せ送り状No. filled (e-hiden-layout.ts). */
export const E_HIDEN_ISSUED: IssuedLayout = {
  carrier: 'sagawa',
  trackingNumber: {
    names: [
      'お問い合せ送り状No.',
      'お問合せ送り状No.',
      'お問い合せ送り状番号',
      '送り状番号',
      'お問合せ番号',
    ],
    position: 61,
  },
  orderNumber: { names: ['お客様管理番号', 'お客様管理ナンバー'], position: 9 },
  shippedOn: { names: ['出荷日'], position: 60 },
  trackingPattern: /^[0-9]{12}$/,
};

/**
 * ゆうプリR 発送済データ: written through an output filter the user sets up, so its columns are
 * found by header name only; the order number is what we wrote into 摘要/記事.
 */
export const YU_PRI_R_ISSUED: IssuedLayout = {
  carrier: 'japanpost',
  trackingNumber: {
    names: ['お問合せ番号', 'お問い合わせ番号', 'お問い合せ番号', '追跡番号', '伝票番号'],
    position: null,
  },
  orderNumber: { names: ['お客様側管理番号', '摘要/記事', '記事', '受注番号'], position: null },
  shippedOn: { names: ['発送日', '差出日', '発送予定日'], position: null },
  trackingPattern: /^[0-9]{11,12}$/,
};

export const ISSUED_LAYOUTS: Record<DeliveryCarrier, IssuedLayout> = {
  yamato: B2_CLOUD_ISSUED,
  sagawa: E_HIDEN_ISSUED,
  japanpost: YU_PRI_R_ISSUED,
};
