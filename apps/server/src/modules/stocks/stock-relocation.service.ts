import { STOCK_LOCATION_LABELS as L, STOCK_MESSAGES as M, type StockRelocate } from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { showStock } from './stocks-lists.repository.ts';
import { notFound, stale } from '../../http/app-error.ts';
import { Placements } from './stock-locations.ts';
import { appendMovement } from './stock-ledger.ts';
import { lockRows, positive, touchStock, type StockActor } from './stocks.service.ts';

/**
 * 棚移動 (decision 066): pieces of one stock row move between shelves of its warehouse, in the
 * caller's transaction under the row's lock. The aggregate does not change; the ledger gets a row
 * out at the source and a row in at the target (kind relocation, reason 棚移動), so it still sums.
 */
export async function relocateStock(tx: Tx, actor: StockActor, input: StockRelocate) {
  const qty = positive(input.quantity);
  const row = (await lockRows(tx, actor.scope, [input.stockId])).get(input.stockId);
  if (!row) throw notFound(M.notFound);
  if (input.version !== undefined && input.version !== row.version) throw stale();
  const named = [input.fromLocationId ?? null, input.toLocationId].filter((id) => id !== null);
  const placements = await Placements.load(tx, actor.scope, [row], named);
  const { source, target } = placements.relocate(
    row,
    input.fromLocationId,
    input.toLocationId,
    qty,
  );
  await placements.write(tx, actor.scope, new Map([[row.id, row]]));
  const updated = await touchStock(tx, actor.scope, row.id);
  const meta = { reason: L.reason, note: input.note ?? null };
  const out = { ...row, onHand: row.onHand - qty };
  await appendMovement(tx, actor, out, 'relocation', row, { ...meta, locationId: source });
  await appendMovement(tx, actor, row, 'relocation', out, { ...meta, locationId: target });
  return updated;
}

/** The 棚移動 route's command: one transaction, then the row as it ends (its shelves included). */
export async function relocateFromForm(db: Database, actor: StockActor, input: StockRelocate) {
  await db.transaction((tx) => relocateStock(tx, actor, input));
  return showStock(db, actor.scope, input.stockId);
}
