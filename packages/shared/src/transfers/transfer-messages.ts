/** 在庫移動 (stock transfer between warehouses): its labels and refusals, said as they are. */

export const TRANSFER_STATUSES = {
  in_transit: '移動中',
  partial: '一部入荷',
  completed: '完了',
  cancelled: 'キャンセル',
} as const;
export type TransferStatus = keyof typeof TRANSFER_STATUSES;
export const TRANSFER_STATUS_VALUES = Object.keys(TRANSFER_STATUSES) as [
  TransferStatus,
  ...TransferStatus[],
];

/** The ledger's reason on every row a transfer writes (both sides, and a cancel's return). */
export const TRANSFER_REASON = '在庫移動';
/** The ledger rows' reference type: the transfer's id follows it. */
export const TRANSFER_REFERENCE_TYPE = 'stock_transfer';

export const TRANSFER_MESSAGES = {
  notFound: '在庫移動が見つかりませんでした',
  warehouseNotFound: '倉庫が見つかりませんでした',
  warehouseNotInUse: 'この倉庫は利用していません',
  sourceNotOwn: '移動元は自社倉庫を選んでください（外部倉庫の在庫は倉庫が出荷します）',
  sameWarehouse: '移動元と移動先に同じ倉庫は選べません',
  vendorRequired: '移動先が外部倉庫のときはベンダーを選んでください',
  vendorNotFound: 'ベンダーが見つかりませんでした',
  productNotFound: '商品が見つかりませんでした',
  noLines: '商品を1行以上入力してください',
  duplicateProduct: '同じ商品が複数の行にあります',
  shortage: (available: number, wanted: number) =>
    `移動元の引当可能数が不足しています（引当可能数: ${available}、移動数: ${wanted}）`,
  lotNotManaged: 'ロット管理の商品ではないため、ロットは指定できません',
  lotShort: (lotNo: string, free: number, wanted: number) =>
    `ロット ${lotNo} の移動可能数が不足しています（移動可能数: ${free}、移動数: ${wanted}）`,
  notCancellable: '移動先で入荷が始まった在庫移動はキャンセルできません',
  alreadyCancelled: 'この在庫移動は既にキャンセルされています',
  cancelPending:
    '移動先の倉庫に入荷予定キャンセルを依頼しました。倉庫が受け付けると在庫が移動元に戻ります',
  created: (number: string) => `在庫移動 ${number} を登録しました`,
  cancelled: (number: string) => `在庫移動 ${number} をキャンセルしました`,
} as const;

export const TRANSFER_LABELS = {
  title: '在庫移動',
  newTitle: '在庫移動の登録',
  number: '移動番号',
  source: '移動元',
  destination: '移動先',
  vendor: 'ベンダー',
  memo: 'メモ',
  status: 'ステータス',
  lines: '移動する商品',
  product: '商品',
  quantity: '移動数',
  lot: 'ロット',
  lotAuto: '自動（賞味期限の早い順）',
  lotOption: (lotNo: string, expiresOn: string | null, free: number) =>
    `${lotNo}（賞味期限 ${expiresOn ?? 'なし'}・${free}個）`,
  lots: '移動したロット',
  expiresOn: '賞味期限',
  received: '入荷数',
  returned: '戻し数',
  inTransit: '移動中',
  schedule: '入荷予定',
  createdAt: '登録日時',
  createdBy: '登録者',
  addLine: '行を追加',
  removeLine: '行を削除',
  submit: '移動する',
  cancel: 'キャンセルする',
  cancelConfirm: '在庫移動をキャンセルすると、移動中の在庫が移動元に戻ります。よろしいですか？',
  allStatuses: 'すべて',
  ownNote: '自社倉庫どうしの移動は登録と同時に完了します（在庫履歴：在庫移動）。',
  externalNote:
    '外部倉庫への移動は、在庫が移動元から出て「移動中」になり、移動先への入荷予定が作られます。入荷実績が届くと完了します。',
} as const;
