import type { Database } from '../db/client.ts';
import { organisationScope } from '../db/organisation-scope.ts';
import { applyStockChangesInBulk, type BulkStockChange } from '../modules/stocks/index.ts';

/** Changes per transaction of the large data's stock changes. */
const CHANGES_PER_BATCH = 5_000;

/**
 * The large data's stock changes through the stock service's bulk path (decision 044): each
 * change checked and in the ledger exactly as one by one would write it, dated by its meta.
 */
export async function applyLargeStockChanges(
  db: Database,
  organisationId: string,
  changes: readonly BulkStockChange[],
) {
  const actor = { scope: organisationScope(organisationId), userId: null };
  for (let start = 0; start < changes.length; start += CHANGES_PER_BATCH) {
    const batch = changes.slice(start, start + CHANGES_PER_BATCH);
    await db.transaction((tx) =>
      applyStockChangesInBulk(
        tx,
        actor,
        batch.map((change) => change.stockId),
        () => batch,
      ),
    );
  }
  return changes.length;
}
