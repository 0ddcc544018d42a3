import { STOCK_MESSAGES as M } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { arrayLiteral } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import type { LotPart, LotRef } from './stock-lot-parts.ts';
import { stockRefusal } from './stock-rules.ts';
import type { Deltas } from './stocks.service.ts';

/**
 * The bulk path's named allocations (decision 065 § FEFO at scale): a lot row whose changes all
 * allocate (or give back) pieces of a lot they name needs none of its lots read under the lock —
 * each lot gains its pieces in one statement that also checks them, so an allocation run reads
 * and sends only the lots its plans take.
 */

type Change = { stockId: number; deltas: Deltas; lot?: LotRef };
/** Allocated pieces one change adds to (or takes from) the lot it names. */
export type NamedLotDelta = { stockId: number; lotNo: string; allocated: number };

const isNamedAllocation = (change: Change) =>
  change.lot !== undefined &&
  !change.lot.expiresOn &&
  (change.deltas.onHand ?? 0) === 0 &&
  (change.deltas.nonSellable ?? 0) === 0;

/** The lot rows among `lotRows` whose every change is a named allocation (their lots stay unread). */
export function unreadLotRows(lotRows: readonly number[], changes: readonly Change[]) {
  const unread = new Set(lotRows);
  for (const change of changes) if (!isNamedAllocation(change)) unread.delete(change.stockId);
  return unread;
}

/** A named allocation as its one lot part (the ledger's row), its pieces noted in `deltas`. */
export function namedPart(change: Change, deltas: NamedLotDelta[]): LotPart[] {
  const allocated = change.deltas.allocated ?? 0;
  if (allocated === 0) return [];
  const lotNo = change.lot!.lotNo;
  deltas.push({ stockId: change.stockId, lotNo, allocated });
  return [{ lotNo, expiresOn: null, deltas: { onHand: 0, allocated, nonSellable: 0 } }];
}

/**
 * Adds the pieces to their lots in one statement, each lot's sum at once, only where the lot
 * exists and stays within 0 ≤ allocated ≤ on_hand. A lot that cannot is refused with the
 * message the read path gives, after the others were written: the caller rolls back (its
 * transaction, or its savepoint to plan again).
 */
export async function addToNamedLots(
  tx: Tx,
  scope: OrganisationScope,
  deltas: readonly NamedLotDelta[],
) {
  if (deltas.length === 0) return;
  const sums = new Map<number, Map<string, number>>();
  for (const { stockId, lotNo, allocated } of deltas) {
    const lots = sums.get(stockId) ?? new Map<string, number>();
    lots.set(lotNo, (lots.get(lotNo) ?? 0) + allocated);
    sums.set(stockId, lots);
  }
  // One array per column, straight from the sums (no row objects).
  const ids: number[] = [];
  const lotNos: string[] = [];
  const pieces: number[] = [];
  for (const [stockId, lots] of sums)
    for (const [lotNo, allocated] of lots) {
      ids.push(stockId);
      lotNos.push(lotNo);
      pieces.push(allocated);
    }
  const { rows } = await tx.execute<{ stock_id: number; lot_no: string }>(sql`
    update stock_lots s set allocated = s.allocated + l.allocated, updated_at = now()
      from unnest(${arrayLiteral(ids, 'int4')}::int4[], ${arrayLiteral(lotNos, 'text')}::text[],
                  ${arrayLiteral(pieces, 'int4')}::int4[]) as l(stock_id, lot_no, allocated)
     where s.stock_id = l.stock_id and s.lot_no = l.lot_no
       and s.allocated + l.allocated between 0 and s.on_hand
       and ${inScope('s', scope, sql`s.stock_id = any(${intArray([...sums.keys()])})`)}
    returning s.stock_id, s.lot_no`);
  if (rows.length === ids.length) return;
  const written = new Set(rows.map((row) => `${row.stock_id}:${row.lot_no}`));
  const short = ids.findIndex((id, i) => !written.has(`${id}:${lotNos[i]}`));
  await refuse(tx, scope, ids[short]!, lotNos[short]!, pieces[short]!);
}

/** The refusal of a lot that could not take `allocated`, worded as the read path words it. */
async function refuse(
  tx: Tx,
  scope: OrganisationScope,
  stockId: number,
  lotNo: string,
  allocated: number,
): Promise<never> {
  const { rows } = await tx.execute<{ on_hand: number; allocated: number }>(sql`
    select on_hand, allocated from stock_lots
     where ${inScope('stock_lots', scope, sql`stock_id = ${stockId} and lot_no = ${lotNo}`)}`);
  const lot = rows[0];
  if (!lot) throw stockRefusal(M.lotNotFound(lotNo), 'lotNo');
  const after = lot.allocated + allocated;
  if (after < 0) throw stockRefusal(M.overRelease(0));
  throw stockRefusal(M.lotShort(lotNo || M.unknownLot, lot.on_hand, after));
}
