import { reconciliationMessage, type ReconciliationKind } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import type { ReconciliationFinding } from './reconciliation.types.ts';

/** One invariant checked over the organisation's rows, in one read: the rows that break it. */
export type ReconciliationCheck = (
  db: DbOrTx,
  scope: OrganisationScope,
) => Promise<ReconciliationFinding[]>;

/** The row a finding is about: a stock row, or an order (and its line), in words. */
type FindingRow = { stockId?: number; orderId?: number; orderLineId?: number; reference: string };

/** A finding of `kind`: what the other records say, what is stored, and the page's message. */
export function findingOf(
  kind: ReconciliationKind,
  row: FindingRow,
  expected: string | number,
  actual: string | number,
): ReconciliationFinding {
  const [said, stored] = [String(expected), String(actual)];
  return {
    kind,
    stockId: row.stockId ?? null,
    orderId: row.orderId ?? null,
    orderLineId: row.orderLineId ?? null,
    reference: row.reference,
    expected: said,
    actual: stored,
    message: reconciliationMessage(kind, said, stored),
  };
}
