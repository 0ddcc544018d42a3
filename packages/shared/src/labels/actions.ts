/**
 * Spec §3 background operations. Codes are stable snake_case (domain.md); the I-prefixed variant
 * is the same operation started by the scheduler and carries the same label.
 */
export const BASE_ACTION_LABELS = {
  customer_return_search: '返品実績検索',
  inbound_cancel: '入荷予定キャンセル',
  inbound_schedule_create: '入荷予定登録',
  inbound_result_search: '入荷実績検索',
  inbound_status_search: '入荷ステータス検索',
  inventory_diff_search: '在庫差異検索',
  inventory_search: '在庫検索',
  product_create_update: '商品登録・更新',
  product_search: '商品検索',
  reconciliation: '整合性チェック',
  sku_mapping_create_delete: 'SKUマッピング登録・削除',
  vendor_create_update: 'ベンダー登録・更新',
  vendor_search: 'ベンダー検索',
  shipment_search: '出荷実績検索',
  shipping_cancel: '出荷キャンセル',
  shipping_instruction_create: '出荷指示登録',
  shipping_ng_search: '出荷不可検索',
  shipping_status_search: '出荷ステータス検索',
  shipping_suspend: '出荷保留',
} as const;

export type BaseActionCode = keyof typeof BASE_ACTION_LABELS;
export type ScheduledActionCode = `I_${BaseActionCode}`;
export type ActionCode = BaseActionCode | ScheduledActionCode;

const SCHEDULED_PREFIX = 'I_';

export const BASE_ACTION_CODES = Object.keys(BASE_ACTION_LABELS) as readonly BaseActionCode[];

export function scheduledActionCode(code: BaseActionCode): ScheduledActionCode {
  return `${SCHEDULED_PREFIX}${code}`;
}

/** All 38 codes: the spec's 18 operations and 整合性チェック, then their I-prefixed variants. */
export const ACTION_CODES = [
  ...BASE_ACTION_CODES,
  ...BASE_ACTION_CODES.map(scheduledActionCode),
] as readonly ActionCode[];

const KNOWN_CODES: ReadonlySet<string> = new Set(ACTION_CODES);

export function isActionCode(value: unknown): value is ActionCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** True for a known I-prefixed (scheduler-started) code. */
export function isScheduledAction(code: string): code is ScheduledActionCode {
  return isActionCode(code) && code.startsWith(SCHEDULED_PREFIX);
}

/** The operation an action code names, without its I- prefix. */
export function baseActionCode(code: ActionCode): BaseActionCode {
  return (isScheduledAction(code) ? code.slice(SCHEDULED_PREFIX.length) : code) as BaseActionCode;
}

/** The Japanese label of a code; an unknown code (newer server) is shown as is. */
export function actionLabel(code: string): string {
  return isActionCode(code) ? BASE_ACTION_LABELS[baseActionCode(code)] : code;
}
