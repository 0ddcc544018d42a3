/** 受注CSV取込's 形式: our own layout, or a mall's own order download (decision 061). */
export const ORDER_FILE_FORMATS = {
  own: '受注CSV（当システムの形式）',
  rakuten: '楽天市場（RMS 受注CSV）',
  amazon: 'Amazon（注文レポート・TSV）',
  yahoo: 'Yahoo!ショッピング（注文CSV）',
  shopify: 'Shopify（注文エクスポートCSV）',
} as const;
export type OrderFileFormat = keyof typeof ORDER_FILE_FORMATS;
export const ORDER_FILE_FORMAT_VALUES = Object.keys(ORDER_FILE_FORMATS) as [
  OrderFileFormat,
  ...OrderFileFormat[],
];

/** The import page's words for a mall's file. */
export const ORDER_FILE_TEXTS = {
  format: '形式',
  shop: '取り込むショップ',
  shopRequired: 'モールの受注ファイルは取り込むショップを選んでください',
  mallLayout:
    'モールからダウンロードしたファイルをそのまま取り込みます（楽天市場・Yahoo!ショッピングは Shift_JIS、Amazon は UTF-8 または Shift_JIS、Shopify は UTF-8）。同じ注文番号の行は1件の受注になります。商品はショップのSKUマッピング、なければ商品コードで探します。取込済みの注文番号は変更せずに飛ばします。モールでキャンセル済・保留中の注文は取り込みません。',
} as const;

/** Why a mall's order was not taken in: the mall's own status says it is not to ship (decision 061). */
export const MALL_SKIP_REASONS = {
  cancelled: 'キャンセル済',
  pending: '保留中',
} as const;
export type MallSkipReason = keyof typeof MALL_SKIP_REASONS;
export const MALL_SKIP_REASON_VALUES = Object.keys(MALL_SKIP_REASONS) as [
  MallSkipReason,
  ...MallSkipReason[],
];

/** What became of an order imported earlier that the mall's later file says is cancelled. */
export const MALL_CANCEL_OUTCOMES = {
  // Not yet instructed: cancelled here through the order owner, its allocation given back.
  cancelled: '取込済の受注をキャンセルしました',
  already: '取込済の受注はキャンセル済です',
  // Instructed or later: the warehouse may be working on it, so the operator decides.
  operator: '出荷指示済のためキャンセルしていません。引当管理で確認してください',
} as const;
export type MallCancelOutcome = keyof typeof MALL_CANCEL_OUTCOMES;
export const MALL_CANCEL_OUTCOME_VALUES = Object.keys(MALL_CANCEL_OUTCOMES) as [
  MallCancelOutcome,
  ...MallCancelOutcome[],
];

/** The skipped orders' panel on the import page. */
export const MALL_SKIP_TEXTS = {
  heading: (count: number) => `取り込まなかった注文 ${count}件`,
  line: '行目',
  orderNumber: '注文番号',
  reason: '理由',
} as const;
