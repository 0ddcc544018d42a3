import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { checkLines } from './line-checks.ts';
import { checkLocationBalances } from './location-checks.ts';
import { checkLotBalances } from './lot-checks.ts';
import { checkOrderStatuses } from './order-checks.ts';
import { checkStocks } from './stock-checks.ts';
import { checkTransfers } from './transfer-checks.ts';
import type { ReconciliationFinding } from './reconciliation.types.ts';
import type { ReconciliationCheck } from './finding.ts';

const CHECKS: readonly ReconciliationCheck[] = [
  checkStocks,
  checkLotBalances,
  checkLocationBalances,
  checkLines,
  checkOrderStatuses,
  checkTransfers,
];
export const RECONCILIATION_STEPS = CHECKS.length;

export type ReconcileOptions = {
  /** Called after each check with the checks done so far (of RECONCILIATION_STEPS). */
  onProgress?: (done: number, total: number) => Promise<void> | void;
};

const isTransaction = (db: DbOrTx): db is Tx => 'rollback' in db;

/**
 * 整合性チェック: every invariant between stock, ledger, allocations, lines, orders and shipping
 * instructions for one organisation, read-only. On a database it reads one snapshot (repeatable
 * read), so work going on meanwhile cannot look like drift; inside a transaction it reads that.
 */
export async function reconcile(
  db: DbOrTx,
  scope: OrganisationScope,
  { onProgress }: ReconcileOptions = {},
): Promise<ReconciliationFinding[]> {
  const run = async (tx: DbOrTx) => {
    let findings: ReconciliationFinding[] = [];
    for (const [index, check] of CHECKS.entries()) {
      // concat, not push(...): a drifted dataset finds more rows than a call takes arguments.
      findings = findings.concat(await check(tx, scope));
      await onProgress?.(index + 1, CHECKS.length);
    }
    return findings;
  };
  if (isTransaction(db)) return run(db);
  return (db as Database).transaction(run, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
