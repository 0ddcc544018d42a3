/** Inbound work (入荷業務, domain.md § Inbound): codes stored and sent, Japanese labels shown. */

/** 入荷予定のステータス. */
export const INBOUND_STATUSES = {
  unsynced: { label: '未連携', color: 'gray' },
  waiting: { label: '入荷待ち', color: 'blue' },
  partial: { label: '一部入荷', color: 'orange' },
  completed: { label: '入荷完了', color: 'teal' },
  cancelled: { label: 'キャンセル', color: 'dark' },
  sync_error: { label: '連携エラー', color: 'red' },
} as const;
export type InboundStatusCode = keyof typeof INBOUND_STATUSES;
export const INBOUND_STATUS_VALUES = Object.keys(INBOUND_STATUSES) as [
  InboundStatusCode,
  ...InboundStatusCode[],
];

/** 入荷区分. */
export const INBOUND_KIND_LABELS = {
  normal: '通常',
  return: '返品',
  transfer: '在庫移動',
} as const;
export type InboundKind = keyof typeof INBOUND_KIND_LABELS;
export const INBOUND_KIND_VALUES = Object.keys(INBOUND_KIND_LABELS) as [
  InboundKind,
  ...InboundKind[],
];

/** 配送業者 (the warehouse contract's values are the labels themselves). */
export const INBOUND_CARRIERS = [
  '佐川急便',
  'ヤマト運輸',
  '日本郵便',
  '西濃運輸',
  '福山通運',
  'その他',
] as const;
export type InboundCarrier = (typeof INBOUND_CARRIERS)[number];

/** 返品理由 (RSL itself takes back only undelivered parcels). */
export const RETURN_REASONS = [
  '長期不在',
  '受取拒否',
  '顧客都合',
  '商品不良',
  '誤配送',
  'その他',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** 返品の状態: 良品 restocks on_hand, 不良品 goes to non_sellable. */
export const RETURN_CONDITION_LABELS = { good: '良品', defective: '不良品' } as const;
export type ReturnCondition = keyof typeof RETURN_CONDITION_LABELS;
export const RETURN_CONDITION_VALUES = Object.keys(RETURN_CONDITION_LABELS) as [
  ReturnCondition,
  ...ReturnCondition[],
];

/** Where a receipt or a return came from. */
export const INBOUND_SOURCE_LABELS = { manual: '手入力', warehouse: '倉庫連携' } as const;
export type InboundSource = keyof typeof INBOUND_SOURCE_LABELS;

/** 入荷予定's fields as its 変更履歴 names them (the audit view's keys). */
export const RECEIVING_SCHEDULE_AUDIT_LABELS = {
  number: '入荷予定番号',
  kind: '入荷区分',
  warehouse: '入荷先',
  vendor: 'ベンダー',
  supplier: '仕入先',
  scheduledDate: '入荷予定日',
  carrier: '配送業者',
  parcelCount: '個口数',
  note: '備考',
  status: 'ステータス',
  cancelReason: 'キャンセル理由',
  lines: '明細',
} as const;

/** The inbound refusals, said to the user as they are. */
export const INBOUND_MESSAGES = {
  scheduleNotFound: '入荷予定が見つかりませんでした',
  returnNotFound: '返品実績が見つかりませんでした',
  noLines: '商品を1件以上追加してください',
  duplicateProduct: '同じ商品が複数の明細にあります',
  productNotFound: '商品が見つかりませんでした',
  warehouseNotFound: '倉庫が見つかりませんでした',
  warehouseNotInUse: '利用しない倉庫は選択できません',
  vendorRequired: '外部倉庫への入荷ではベンダーを選択してください',
  supplierRequired: '自社倉庫への入荷では仕入先を選択してください',
  vendorNotFound: 'ベンダーが見つかりませんでした',
  supplierNotFound: '仕入先が見つかりませんでした',
  shopNotFound: 'ショップが見つかりませんでした',
  pastDay: '入荷予定日には明日以降の日付を入力してください',
  afterCutoff: '13時を過ぎているため、明日の入荷に間に合わない可能性があります',
  notEditable: '入荷が始まった、またはキャンセルされた入荷予定は変更できません',
  notCancellable: '入荷が始まった、またはキャンセルされた入荷予定はキャンセルできません',
  lineNotFound: '明細が見つかりませんでした',
  lineCancelled: 'キャンセルされた明細には入荷できません',
  cancelledSchedule: 'キャンセルされた入荷予定には入荷できません',
  notOwnWarehouse: '外部倉庫の入荷は倉庫からの入荷実績で反映されます',
  notExternal: '外部倉庫ではないため倉庫から取得できません',
  notSendable: '未連携または連携エラーの入荷予定だけを送信できます',
  receiptEmpty: '入荷数か不良数を1以上入力してください',
  overReceipt: (remaining: number) =>
    `予定数を超えています（残り: ${remaining}）。超過して入荷する場合は確認してください`,
  reasonRequired: 'キャンセル理由を入力してください',
  returnOwnOnly: '外部倉庫の返品実績は倉庫から取得してください',
  returnOrderNotFound: '受注が見つかりませんでした',
  returnOrderNotShipped: '出荷済みの受注だけ返品登録できます',
  returnOrderLineRequired: '受注明細を選択してください',
  returnOrderLineNotFound: 'この受注の出荷済み明細ではありません',
  returnOrderLineWithoutOrder: '受注を指定しない返品には受注明細を指定できません',
  overReturn: (returnable: number) =>
    `出荷数から返品済み数を引いた返品可能数（${returnable}）を超えています`,
} as const;

/** The return form's words on its two kinds (decision 064). */
export const RETURN_FORM_TEXT = {
  freeTextHint:
    '受注が分からない荷物（受注なしの受取拒否など）はここで登録します。受注のある返品は受注詳細の「返品登録」から登録してください。',
  fromOrderHint: '出荷済みの明細から返品する数量を入力してください（返品可能数まで）。',
  noOrder: '注文なし',
  returnable: '返品可能数',
  returnFromOrder: '返品登録',
} as const;
