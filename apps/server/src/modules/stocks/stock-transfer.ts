import { STOCK_MESSAGES, TRANSFER_MESSAGES as M } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { transferIn, transferOut } from './stock-changes.ts';
import { coveredLots, type MovedLot } from './stock-lot-parts.ts';
import { lotsOf } from './stock-lots.ts';
import { stockRefusal } from './stock-rules.ts';
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
  /** The form field a named lot is refused on (its free pieces short, unknown, no ロット管理). */
  lotField?: string;
};

type LockedRows = Awaited<ReturnType<typeof lockRows>>;

/**
 * Refuses a named lot the locked source cannot give: a product without ロット管理, a lot it does
 * not hold, or fewer free pieces (on hand − allocated) of it than the move takes.
 */
async function checkNamedLot(tx: Tx, scope: OrganisationScope, rows: LockedRows, move: StockMove) {
  const field = move.lotField ?? 'lotNo';
  const row = rows.get(move.from);
  if (!row?.lotManaged) throw stockRefusal(M.lotNotManaged, field);
  const lots = coveredLots((await lotsOf(tx, scope, [row.id])).get(row.id) ?? [], row);
  const lot = lots.find((candidate) => candidate.lotNo === move.lotNo);
  if (!lot) throw stockRefusal(STOCK_MESSAGES.lotNotFound(move.lotNo!), field);
  const free = lot.onHand - lot.allocated;
  if (free < move.quantity) throw stockRefusal(M.lotShort(move.lotNo!, free, move.quantity), field);
}

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
  const rows = await lockRows(
    tx,
    actor.scope,
    moves.flatMap((move) => (move.to === null ? [move.from] : [move.from, move.to])),
  );
  const sent: (MovedLot[] | null)[] = [];
  for (const move of moves) {
    if (move.lotNo !== undefined) await checkNamedLot(tx, actor.scope, rows, move);
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
