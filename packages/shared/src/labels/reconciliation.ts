import { ORDER_STATUSES, type OrderStatusCode } from './outbound.ts';

/** 整合性チェック (issue 24 § 3): what each check compares, in the words the page and process show. */
export const RECONCILIATION_KINDS = {
  ledger_on_hand: '実在庫数と在庫履歴',
  ledger_non_sellable: '非販売在庫数と在庫履歴',
  stock_allocated: '引当数と有効な引当',
  order_status: '受注ステータス',
  orphan_allocation: '明細のない引当',
  line_allocated: '明細の引当数',
  over_shipped: '受注数を超える出荷',
  line_shipped: '明細の出荷数',
  transfer_balance: '在庫移動の数量',
  lot_balance: 'ロット別在庫の不一致',
  location_balance: '棚番別在庫の不一致',
} as const;
export type ReconciliationKind = keyof typeof RECONCILIATION_KINDS;
export const RECONCILIATION_KIND_VALUES = Object.keys(RECONCILIATION_KINDS) as [
  ReconciliationKind,
  ...ReconciliationKind[],
];

const statusLabel = (code: string) => ORDER_STATUSES[code as OrderStatusCode]?.label ?? code;

/** One disagreeing row in words: `expected` is what the other records say, `actual` what is stored. */
export function reconciliationMessage(
  kind: ReconciliationKind,
  expected: string,
  actual: string,
): string {
  switch (kind) {
    case 'ledger_on_hand':
      return `実在庫数 ${actual} が在庫履歴の合計 ${expected} と一致しません`;
    case 'ledger_non_sellable':
      return `非販売在庫数 ${actual} が在庫履歴の合計 ${expected} と一致しません`;
    case 'stock_allocated':
      return `引当数 ${actual} が有効な引当の合計 ${expected} と一致しません`;
    case 'order_status':
      return `ステータス「${statusLabel(actual)}」が明細と出荷指示から決まる「${statusLabel(expected)}」と一致しません`;
    case 'orphan_allocation':
      return `キャンセルされた明細（または受注）に有効な引当 ${actual} 個が残っています`;
    case 'line_allocated':
      return `明細の引当数 ${actual} が引当（有効・出荷済）の合計 ${expected} と一致しません`;
    case 'over_shipped':
      return `出荷済の数 ${actual} が受注数 ${expected} を超えています`;
    case 'line_shipped':
      return `明細の出荷数 ${actual} が出荷済の引当の合計 ${expected} と一致しません`;
    case 'transfer_balance':
      return `移動先の入荷・移動中・戻しの合計 ${actual} が移動元から出た数 ${expected} と一致しません`;
    case 'lot_balance':
      return `ロットの合計（${actual}）が在庫（${expected}）と一致しません`;
    case 'location_balance':
      return `棚番の内訳（${actual}）が在庫（${expected}）と一致しません`;
  }
}

export const RECONCILIATION_LABELS = {
  title: '整合性チェック',
  run: '整合性チェックを実行',
  running: '整合性チェックを実行中です…',
  intro:
    '在庫・在庫履歴・引当・受注・出荷の記録が互いに一致しているかを確かめます。毎日自動で実行され、ここからいつでも実行できます。',
  lastRun: (at: string, count: number) =>
    count === 0 ? `${at} の実行: 不一致はありません` : `${at} の実行: ${count}件の不一致`,
  /** Under the counts when some kind found more rows than the list keeps. */
  listedOnly: (perKind: number) =>
    `一覧には種類ごとに最初の${perKind.toLocaleString('ja-JP')}件を表示します`,
  neverRun: 'まだ実行されていません',
  kind: '種類',
  reference: '対象',
  expected: '他の記録から決まる値',
  actual: '記録されている値',
  message: '内容',
  allKinds: 'すべての種類',
  /** The process's message when it ends. */
  summary: (count: number) =>
    count === 0 ? '整合性チェック: 不一致はありません' : `整合性チェック: ${count}件の不一致`,
  /** A line's reference on the list: its order number and line number. */
  lineReference: (orderNumber: string, lineNumber: number) => `${orderNumber} 明細${lineNumber}`,
  cardTitle: '整合性チェックの不一致',
  cardHint: '最後の整合性チェックで記録どうしが一致しなかった行',
} as const;

export const RECONCILIATION_MESSAGES = {
  runNotFound: '整合性チェックの実行結果が見つかりません',
} as const;
