import { ALLOCATION_PRIORITIES, type AllocationPriority } from '../labels/outbound.ts';

/** The engine's words: why each warehouse was chosen, why none was, and the pages' notices. */
export const ALLOCATION_MESSAGES = {
  /** "ロット L-1 賞味期限 2027-03-31" (FEFO, decision 065); lot '' is ロット不明 */
  lotChoice: (lotNo: string, expiresOn: string | null) =>
    lotNo === '' ? 'ロット不明' : `ロット ${lotNo} 賞味期限 ${expiresOn ?? '-'}`,
  groupNotFound: '倉庫グループが見つかりませんでした',
  /** "倉庫グループ順 1番目 東京倉庫" */
  choice: (priority: AllocationPriority, rank: number, warehouse: string) =>
    `${ALLOCATION_PRIORITIES[priority]} ${rank}番目 ${warehouse}`,
  wholeOrder: '全明細の在庫あり',
  line: (lineNumber: number) => `明細${lineNumber}の在庫あり`,
  linePart: (lineNumber: number, quantity: number, needed: number) =>
    `明細${lineNumber}の在庫 ${quantity} / ${needed}`,
  /** The group's free pieces; `singleBest` when a line must come from one warehouse alone. */
  short: (productCode: string, needed: number, groupAvailable: number, singleBest?: number) =>
    `在庫不足: 商品 ${productCode} 必要 ${needed} / 倉庫グループの引当可能 ${groupAvailable}` +
    (singleBest !== undefined && singleBest < groupAvailable
      ? `（1倉庫では最大 ${singleBest}）`
      : ''),
  noSingleWarehouse: '在庫不足: 全明細の在庫がそろう倉庫がありません',
  noWarehouse:
    '引当倉庫がありません: ショップの倉庫グループも既定の倉庫グループも利用中の倉庫を含みません',
  partialRefused: '一部引当を許可していないため引当しませんでした',
  released: '引当解除しました',
  settingsSaved: '引当処理設定を保存しました',
  runDone: (allocated: number, partial: number, short: number) =>
    `引当 ${allocated}件、一部引当 ${partial}件、在庫不足 ${short}件でした。`,
  releaseDone: (released: number) => `${released}件の引当を解除しました`,
  skipped: (count: number) => `${count}件は対象外のステータスのため処理しませんでした。`,
} as const;

/** 引当処理設定's field labels: the form and its 変更履歴. */
export const ALLOCATION_SETTINGS_FIELD_LABELS = {
  method: '引当方法',
  priority: '優先順',
  allowPartial: '一部引当',
  autoEnabled: '自動引当',
  autoIntervalMinutes: '自動引当の間隔（分）',
  cutoffHour: '締め時刻',
  expiryWarningDays: '期限切れ間近の日数',
  defaultWarehouseGroupId: '既定の倉庫グループ',
} as const;
