import { STOCK_LOCATION_LABELS as L, STOCK_MESSAGES as M, type StockRelocate } from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { showStock } from './stocks-lists.repository.ts';
import { notFound, stale } from '../../http/app-error.ts';
import { Placements } from './stock-locations.ts';
import { appendMovement } from './stock-ledger.ts';
import { lockRows, positive, stockRefusal, touchStock, type StockActor } from './stocks.service.ts';
import { coveredLots } from './stock-lot-parts.ts';
import { lotsOf, writeLots } from './stock-lots.ts';

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
  const lotNo = input.lotNo ?? undefined;
  if (!row.lotManaged && lotNo !== undefined) throw stockRefusal(M.lotNotFound(lotNo), 'lotNo');
  // A ロット管理 row moves lots between shelves (decision 066 § lot × shelf); its lots stand still.
  const lots = row.lotManaged
    ? coveredLots((await lotsOf(tx, actor.scope, [row.id])).get(row.id) ?? [], row)
    : undefined;
  if (lots) await writeLots(tx, actor.scope, new Map([[row.id, lots]]));
  const lot = lots && { lots, lotNo };
  const { source, target } = placements.relocate(
    row,
    input.fromLocationId,
    input.toLocationId,
    qty,
    lot,
  );
  await placements.write(tx, actor.scope, new Map([[row.id, row]]));
  const updated = await touchStock(tx, actor.scope, row.id);
  const meta = { reason: L.reason, note: input.note ?? null };
  const lotOf = lotNo ?? null;
  const out = { ...row, onHand: row.onHand - qty };
  await appendMovement(tx, actor, out, 'relocation', row, { ...meta, locationId: source }, lotOf);
  await appendMovement(tx, actor, row, 'relocation', out, { ...meta, locationId: target }, lotOf);
  return updated;
}

/** The 棚移動 route's command: one transaction, then the row as it ends (its shelves included). */
export async function relocateFromForm(db: Database, actor: StockActor, input: StockRelocate) {
  await db.transaction((tx) => relocateStock(tx, actor, input));
  return showStock(db, actor.scope, input.stockId);
}
