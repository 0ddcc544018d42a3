import type { ReconciliationKind } from '@logi/shared';

/** One row whose stored figure disagrees with what the other records say it must be. */
export type ReconciliationFinding = {
  kind: ReconciliationKind;
  stockId: number | null;
  orderId: number | null;
  orderLineId: number | null;
  /** The row in words (商品コード / 倉庫, or the order number and line), taken at check time. */
  reference: string;
  /** What the other records say (a sum, a derived status). */
  expected: string;
  /** What is stored. */
  actual: string;
  message: string;
};
