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
    'モールからダウンロードしたファイルをそのまま取り込みます（楽天市場・Yahoo!ショッピングは Shift_JIS、Amazon は UTF-8 または Shift_JIS、Shopify は UTF-8）。同じ注文番号の行は1件の受注になります。商品はショップのSKUマッピング、なければ商品コードで探します。取込済みの注文番号は変更せずに飛ばします。',
} as const;
