/** Stock (在庫, domain.md): the ledger's movement kinds and the adjustment reasons. */

/** 在庫履歴の区分: every change of a stock row is one of these. */
export const STOCK_MOVEMENT_KINDS = {
  initial: '初期登録',
  receipt: '入荷',
  shipment: '出荷',
  return: '返品',
  adjustment: '調整',
  allocation: '引当',
  release: '引当解除',
  sync: '連携反映',
  transfer: '在庫移動',
  relocation: '棚移動',
} as const;
export type StockMovementKind = keyof typeof STOCK_MOVEMENT_KINDS;
export const STOCK_MOVEMENT_KIND_VALUES = Object.keys(
  STOCK_MOVEMENT_KINDS,
) as readonly StockMovementKind[];

/** The reasons an adjustment (/stocks/{id}/edit) must give. */
export const STOCK_ADJUSTMENT_REASONS = ['棚卸差異', '破損', '紛失', 'その他'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** The stock detail's lot table (ロット管理 products, decision 065) and the documents' lot columns. */
export const STOCK_LOT_LABELS = {
  title: 'ロット',
  lotNo: 'ロット番号',
  expiresOn: '賞味期限',
  remainingDays: '残り日数',
  expired: '期限切れ',
  /** Where each lot lies (lot × shelf, decision 066): its shelves' pieces, then 棚番未設定. */
  shelves: '棚番',
  unplaced: '棚番未設定',
  /** 棚移動's lot choice (ロット管理 products): none takes the source's lots first expiry first. */
  relocateLot: 'ロット',
  anyLot: '指定なし（賞味期限の早い順）',
} as const;
