/** Own-warehouse shipping (出荷作業, issue 26): codes stored, Japanese labels shown. */

/** 配送業者 whose label software we write files for (decision 053). */
export const DELIVERY_CARRIERS = {
  yamato: 'ヤマト運輸',
  sagawa: '佐川急便',
  japanpost: '日本郵便',
} as const;
export type DeliveryCarrier = keyof typeof DELIVERY_CARRIERS;
export const DELIVERY_CARRIER_VALUES = Object.keys(DELIVERY_CARRIERS) as [
  DeliveryCarrier,
  ...DeliveryCarrier[],
];

/** 配送方法. */
export const DELIVERY_METHODS = {
  takkyubin: '宅急便',
  takkyubin_compact: '宅急便コンパクト',
  nekopos: 'ネコポス',
  yu_packet: 'ゆうパケット',
  yu_pack: 'ゆうパック',
  hikyaku: '飛脚宅配便',
  mail_bin: 'メール便',
} as const;
export type DeliveryMethod = keyof typeof DELIVERY_METHODS;
export const DELIVERY_METHOD_VALUES = Object.keys(DELIVERY_METHODS) as [
  DeliveryMethod,
  ...DeliveryMethod[],
];

/** クール区分. */
export const COOL_TYPES = {
  none: '常温',
  chilled: 'クール冷蔵',
  frozen: 'クール冷凍',
} as const;
export type CoolType = keyof typeof COOL_TYPES;
export const COOL_TYPE_VALUES = Object.keys(COOL_TYPES) as [CoolType, ...CoolType[]];

/** 出荷作業 and 検品's words (apps/web/src/features/fulfilment). */
export const FULFILMENT_LABELS = {
  stages: '出荷作業のステージ',
  search: '出荷作業の検索',
  keywordPlaceholder: '受注番号・お届け先氏名',
  warehouse: '出荷倉庫',
  carrier: '配送業者',
  shipDate: '出荷予定日',
  orderNumber: '受注番号',
  shop: 'ショップ',
  recipient: 'お届け先',
  deliveryMethod: '配送方法',
  delivery: 'お届け希望日 / 時間帯',
  cod: '代引',
  gift: 'ギフト',
  pieces: '行数 / 点数',
  batch: 'バッチ番号',
  status: 'ステータス',
  printPickingList: 'ピッキングリスト印刷',
  pickingList: 'ピッキングリスト',
  deliveryNotes: '納品書',
  labelFile: (carrier: string) => `送り状データ（${carrier}）`,
  batchFiles: (number: string) => `バッチ ${number} の帳票`,
  batchCreated: (number: string, count: number) =>
    `バッチ ${number} を作成しました（${count}件）。ピッキングリストをダウンロードします。`,
  skipped: 'バッチに入らなかった受注',
  recentBatches: '最近のバッチ',
  // 最近のバッチ pages without a count (a year of batches): back and on only.
  previousBatches: '前へ',
  nextBatches: '次へ',
  batchesPager: '最近のバッチのページ',
  batchesPage: (page: number) => `${page}ページ目`,
  createdAt: '作成日時',
  progress: '進捗',
  files: '帳票',
  batchProgress: (inspected: number, total: number) => `検品済 ${inspected} / ${total}`,
  toInspection: '検品',
  trackingImport: '伝票番号取込',
  trackingImportHelp:
    '配送業者のソフトが出力した発行済データ（CSV）を取り込み、受注番号で照合して出荷済にします。1行でも照合できなければ何も反映しません。',
  trackingFile: '発行済データ（CSV）',
  shipped: (count: number) => `${count}件を出荷済にしました。`,
  close: '閉じる',
  // 検品
  scan: 'バーコード',
  scanOrder: '受注番号または出荷指示番号のバーコードを読み取ってください。',
  scanItem: '商品のJANコードまたは商品コードを読み取ってください。',
  trackingNumber: 'お荷物伝票番号（任意）',
  completeHint:
    'すべての商品が揃いました。お荷物伝票番号を読み取るか、そのままEnterで検品完了します。',
  complete: '検品完了',
  cancelOrder: 'この受注をやめる',
  camera: 'カメラで読み取る',
  stopCamera: 'カメラを止める',
  cameraPreview: 'カメラの映像',
  productCode: '商品コード',
  janCode: 'JAN',
  productName: '商品名',
  counted: '検品数 / 数量',
  orderProgress: (scanned: number, total: number) => `${scanned} / ${total}点`,
  batchOf: (number: string, inspected: number, total: number) =>
    `バッチ ${number}：検品済 ${inspected} / ${total}件`,
  counting: (orderNumber: string, recipient: string) => `${orderNumber}（${recipient}様）`,
  completedShipped: (orderNumber: string, tracking: string) =>
    `${orderNumber} を出荷済にしました（お荷物伝票番号 ${tracking}）。次の受注を読み取ってください。`,
  completedInspected: (orderNumber: string) =>
    `${orderNumber} を検品済にしました。次の受注を読み取ってください。`,
} as const;

/** 検品's refusals of a scan: shown, announced, and never counted. */
export const INSPECTION_MESSAGES = {
  cameraFailed: 'カメラを使えませんでした。バーコードスキャナで読み取ってください。',
} as const;
