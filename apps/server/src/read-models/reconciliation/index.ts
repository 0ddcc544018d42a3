// 整合性チェック's read model: read-only checks across the stock, orders and shipping tables.
export { reconcile, RECONCILIATION_STEPS, type ReconcileOptions } from './reconcile.ts';
export type { ReconciliationFinding } from './reconciliation.types.ts';
