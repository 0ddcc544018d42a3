import type { Tx } from '../../db/client.ts';
import { transferIn, transferOut } from './stock-changes.ts';
import type { MovedLot } from './stock-lot-parts.ts';
import { applyStockChanges, lockRows, type StockActor, type StockMeta } from './stocks.service.ts';

/** One transfer line's stock: out of `from`, into `to` (null: it travels, decision 071). */
export type StockMove = {
  from: number;
  to: number | null;
  quantity: number;
  /** The form field a shortage is refused on. */
  field: string;
  /** The lot the user names; without one the pieces leave first expiry first (decision 065). */
  lotNo?: string;
};

/**
 * 在庫移動's stock (decisions 065, 071): every row locked first (id order, both sides), then per
 * move the source's decrease — a lot product's split over its lots by the service's rule, or the
 * named lot — and the destination's increase in the same lots with the same 賞味期限, so a lot
 * never turns into another. Answers per move the lots that left (null: no ロット管理).
 */
export async function moveStock(
  tx: Tx,
  actor: StockActor,
  moves: readonly StockMove[],
  meta: StockMeta,
): Promise<(MovedLot[] | null)[]> {
  await lockRows(
    tx,
    actor.scope,
    moves.flatMap((move) => (move.to === null ? [move.from] : [move.from, move.to])),
  );
  const sent: (MovedLot[] | null)[] = [];
  for (const move of moves) {
    let lots: MovedLot[] | null = null;
    await applyStockChanges(tx, actor, [
      {
        ...transferOut(move.from, move.quantity, meta, move.field),
        ...(move.lotNo !== undefined && { lot: { lotNo: move.lotNo } }),
        onLots: (moved) => {
          lots = moved.map((lot) => ({ ...lot, quantity: -lot.quantity }));
        },
      },
    ]);
    sent.push(lots);
    if (move.to === null) continue;
    const to = move.to;
    await applyStockChanges(
      tx,
      actor,
      (lots as MovedLot[] | null)?.map((lot) => ({
        ...transferIn(to, lot.quantity, meta),
        lot: { lotNo: lot.lotNo, expiresOn: lot.expiresOn },
      })) ?? [transferIn(to, move.quantity, meta)],
    );
  }
  return sent;
}
