import { STOCK_MESSAGES as M } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { arrayLiteral, rowsAsArrays, type ArrayColumn } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import { byExpiry, UNKNOWN_LOT, type Lot, type LotPart } from './stock-lot-parts.ts';
import type { NamedLotDelta } from './stock-lot-deltas.ts';
import { stockRefusal } from './stock-rules.ts';
import type { Figures } from './stocks.service.ts';

/**
 * The stock service's lot rows (decision 065): read and written only by the service, under the
 * lock of their stock row (every lot writer locks the row first, so the lots need no lock of
 * their own).
 */

/** The lots of the rows `stockIds`, each row's sorted first expiry first. */
export async function lotsOf(tx: Tx, scope: OrganisationScope, stockIds: readonly number[]) {
  const lots = new Map<number, Lot[]>(stockIds.map((id) => [id, []]));
  if (stockIds.length === 0) return lots;
  const { rows } = await tx.execute<{
    stock_id: number;
    lot_no: string;
    expires_on: string | null;
    on_hand: number;
    allocated: number;
  }>(sql`
    select stock_id, lot_no, to_char(expires_on, 'YYYY-MM-DD') as expires_on, on_hand, allocated
      from stock_lots
     where ${inScope('stock_lots', scope, sql`stock_id = any(${intArray([...new Set(stockIds)])})`)}`);
  for (const row of rows) {
    lots.get(row.stock_id)?.push({
      lotNo: row.lot_no,
      expiresOn: row.expires_on,
      onHand: row.on_hand,
      allocated: row.allocated,
    });
  }
  for (const list of lots.values()) list.sort(byExpiry);
  return lots;
}

const LOT_COLUMNS: readonly ArrayColumn<Lot & { stockId: number }>[] = [
  { name: 'stock_id', type: 'int4', value: (r) => r.stockId },
  { name: 'lot_no', type: 'text', value: (r) => r.lotNo },
  { name: 'expires_on', type: 'text', value: (r) => r.expiresOn },
  { name: 'on_hand', type: 'int4', value: (r) => r.onHand },
  { name: 'allocated', type: 'int4', value: (r) => r.allocated },
];

/**
 * Writes the lots as they end, in one statement: new ones inserted, known ones set. With `read`
 * (the lots as read under the lock), lots left as they were are not written and known ones are
 * set by an UPDATE: an allocation moves one or two lots of a row's five.
 */
export async function writeLots(
  tx: Tx,
  scope: OrganisationScope,
  lots: Map<number, Lot[]>,
  read?: ReadonlyMap<number, readonly Lot[]>,
) {
  const known = [];
  const added = [];
  for (const [stockId, list] of lots)
    for (const lot of list) {
      const before = read?.get(stockId)?.find((candidate) => candidate.lotNo === lot.lotNo);
      if (!before) added.push({ stockId, ...lot });
      else if (before.onHand !== lot.onHand || before.allocated !== lot.allocated)
        known.push({ stockId, ...lot });
    }
  if (known.length > 0)
    await tx.execute(sql`
      update stock_lots s set on_hand = l.on_hand, allocated = l.allocated, updated_at = now()
        from ${rowsAsArrays(known, LOT_COLUMNS, 'l')}
       where s.stock_id = l.stock_id and s.lot_no = l.lot_no
         and ${inScope('s', scope, sql`s.stock_id = any(${intArray(known.map((l) => l.stockId))})`)}`);
  if (added.length === 0) return;
  await tx.execute(sql`
    insert into stock_lots (organisation_id, stock_id, lot_no, expires_on, on_hand, allocated)
    select ${scope.organisationId}, l.stock_id, l.lot_no, l.expires_on::date, l.on_hand, l.allocated
      from ${rowsAsArrays(added, LOT_COLUMNS, 'l')}
    on conflict (stock_id, lot_no) do update
       set on_hand = excluded.on_hand, allocated = excluded.allocated, updated_at = now()
     where stock_lots.organisation_id = excluded.organisation_id`);
}

/** First figures of new rows (`lot`: a ロット管理 product's) as their ロット不明 lot (decision 065). */
export async function seedUnknownLots(
  tx: Tx,
  scope: OrganisationScope,
  rows: readonly { id: number; on_hand: number; allocated: number; lot: boolean }[],
) {
  const lot = (row: (typeof rows)[number]): Lot[] => [
    { lotNo: UNKNOWN_LOT, expiresOn: null, onHand: row.on_hand, allocated: row.allocated },
  ];
  const seeded = rows.filter((row) => row.lot && row.on_hand > 0);
  await writeLots(tx, scope, new Map(seeded.map((row) => [row.id, lot(row)])));
}

/** A lot product's change as ledger steps: each part's lot, and the row's figures before and after it. */
export function steps(row: Figures & { id: number }, parts: readonly LotPart[]) {
  let before: Figures = {
    onHand: row.onHand,
    allocated: row.allocated,
    nonSellable: row.nonSellable,
  };
  return parts.map((part) => {
    const after = {
      id: row.id,
      onHand: before.onHand + part.deltas.onHand,
      allocated: before.allocated + part.deltas.allocated,
      nonSellable: before.nonSellable + part.deltas.nonSellable,
    };
    const step = { lotNo: part.lotNo, before, after };
    before = after;
    return step;
  });
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
