import { STOCK_MESSAGES as M, todayJst, type StockMovementKind } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import { rowsAsArrays, type ArrayColumn } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import {
  checkLots,
  coveredLots,
  lotParts,
  movedLots as movedLotsOf,
  type Lot,
  type LotRef,
} from './stock-lot-parts.ts';
import { addToNamedLots, lotsOf, steps, writeLots } from './stock-lots.ts';
import { namedPart, unreadLotRows, type NamedLotDelta } from './stock-lot-deltas.ts';
import { Placements, type LocationRef } from './stock-locations.ts';
import { lotManagedProductIds } from '../products/index.ts';
import { ledgerFields, type LedgerFields } from './stock-ledger.ts';
import { checked, type Deltas, type StockActor, type StockMeta } from './stocks.service.ts';
import type { StockRow } from './stocks.table.ts';

/**
 * The stock service's bulk path (docs/decisions/023, 031): the same rules as applyStockChanges for
 * thousands of changes at once — every row locked in one statement in id order, every change
 * checked in turn against the same invariants, one UPDATE for the rows and one INSERT for the
 * ledger (one ledger row per change, exactly as one by one would write it).
 */

/** One change with its deltas fixed by the caller's plan (which saw the locked figures). */
export type BulkStockChange = {
  stockId: number;
  kind: StockMovementKind;
  deltas: Deltas;
  meta?: StockMeta;
  /** The lot it moves (ロット管理 products; without one the service's rule picks, decision 065). */
  lot?: LotRef;
  /** The shelf it puts away to or takes from (棚番, decision 066; absent: the service's rule). */
  location?: LocationRef;
};

/** What the plan sees: the organisation's locked rows by id (rows of another organisation are absent). */
export type LockedStocks = ReadonlyMap<number, StockRow>;
/** The locked rows' lots (ロット管理 products only), first expiry first. */
export type LockedLots = ReadonlyMap<number, readonly Lot[]>;

/** Locks the organisation's rows among `ids` in one statement, in id order (as lockRows does). */
async function lockInBulk(
  tx: Tx,
  actor: StockActor,
  ids: readonly number[],
  knownLotProducts: ReadonlySet<number> | undefined,
  readLots: boolean,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0)
    return { locked: new Map<number, StockRow>(), lots: new Map<number, Lot[]>(), lotRows: [] };
  const { rows } = await tx.execute<{
    id: number;
    organisation_id: string;
    product_id: number;
    warehouse_id: number;
    on_hand: number;
    allocated: number;
    non_sellable: number;
    in_process: number;
    version: number;
    created_at: Date;
    updated_at: Date;
  }>(sql`
    select * from stocks
     where ${inScope('stocks', actor.scope, sql`stocks.id = any(${intArray(unique)})`)}
     order by id
     for no key update`);
  // The products module says which products keep lots (ロット管理, decision 065), unless the
  // caller read it in this transaction already; rows of other products read no lots at all.
  const lotProducts =
    knownLotProducts ??
    (await lotManagedProductIds(tx, actor.scope, [...new Set(rows.map((row) => row.product_id))]));
  const lotRows = rows.filter((row) => lotProducts.has(row.product_id)).map((row) => row.id);
  const lots = readLots ? await lotsOf(tx, actor.scope, lotRows) : new Map<number, Lot[]>();
  const locked = new Map<number, StockRow>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        organisationId: row.organisation_id,
        productId: row.product_id,
        warehouseId: row.warehouse_id,
        onHand: row.on_hand,
        allocated: row.allocated,
        nonSellable: row.non_sellable,
        inProcess: row.in_process,
        version: row.version,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
    ]),
  );
  return { locked, lots, lotRows };
}

async function writeRows(tx: Tx, actor: StockActor, rows: StockRow[], counts: Map<number, number>) {
  // The version moves once per change, as the one-by-one path moves it.
  const values = rowsAsArrays<StockRow>(
    rows,
    [
      { name: 'id', type: 'int4', value: (row) => row.id },
      { name: 'on_hand', type: 'int4', value: (row) => row.onHand },
      { name: 'allocated', type: 'int4', value: (row) => row.allocated },
      { name: 'non_sellable', type: 'int4', value: (row) => row.nonSellable },
      { name: 'changes', type: 'int4', value: (row) => counts.get(row.id) ?? 0 },
    ],
    'v',
  );
  await tx.execute(sql`
    update stocks s
       set on_hand = v.on_hand, allocated = v.allocated, non_sellable = v.non_sellable,
           version = s.version + v.changes, updated_at = now()
      from ${values}
     where s.id = v.id
       and ${inScope('s', actor.scope, sql`s.id = any(${intArray(rows.map((row) => row.id))})`)}`);
}

const LEDGER_COLUMNS: readonly ArrayColumn<LedgerFields>[] = [
  { name: 'stock_id', type: 'int4', value: (e) => e.stockId },
  { name: 'lot_no', type: 'text', value: (e) => e.lotNo },
  { name: 'location_id', type: 'int4', value: (e) => e.locationId },
  { name: 'kind', type: 'text', value: (e) => e.kind },
  { name: 'on_hand_delta', type: 'int4', value: (e) => e.onHandDelta },
  { name: 'allocated_delta', type: 'int4', value: (e) => e.allocatedDelta },
  { name: 'non_sellable_delta', type: 'int4', value: (e) => e.nonSellableDelta },
  { name: 'on_hand_after', type: 'int4', value: (e) => e.onHandAfter },
  { name: 'allocated_after', type: 'int4', value: (e) => e.allocatedAfter },
  { name: 'non_sellable_after', type: 'int4', value: (e) => e.nonSellableAfter },
  { name: 'reason', type: 'text', value: (e) => e.reason },
  { name: 'note', type: 'text', value: (e) => e.note },
  { name: 'reference_type', type: 'text', value: (e) => e.referenceType },
  { name: 'reference_id', type: 'text', value: (e) => e.referenceId },
  { name: 'created_at', type: 'timestamptz', value: (e) => e.occurredAt?.toISOString() ?? null },
];

async function writeLedger(tx: Tx, actor: StockActor, entries: LedgerFields[]) {
  // Ledger ids follow the changes' order: the history reads them in that order.
  await tx.execute(sql`
    insert into stock_movements (organisation_id, stock_id, lot_no, location_id, kind, on_hand_delta, allocated_delta,
      non_sellable_delta, on_hand_after, allocated_after, non_sellable_after, reason, note,
      reference_type, reference_id, user_id, created_at)
    select ${actor.scope.organisationId}, e.stock_id, e.lot_no, e.location_id, e.kind, e.on_hand_delta, e.allocated_delta,
           e.non_sellable_delta, e.on_hand_after, e.allocated_after, e.non_sellable_after, e.reason,
           e.note, e.reference_type, e.reference_id, ${actor.userId}::uuid, coalesce(e.created_at, now())
      from ${rowsAsArrays(entries, LEDGER_COLUMNS, 'e', { ordinal: 'n' })}
     order by e.n`);
}

/**
 * Locks `stockIds` (the organisation's, in id order, once), hands the locked rows to `plan`, then
 * applies the changes it returns in order: any change breaking an invariant throws its refusal
 * (nothing written; the caller's transaction rolls back), a stock id not locked is a 404.
 * `lotProducts`: the ロット管理 products among the rows' products, when the caller read them in
 * this transaction (saves asking the products module again). `namedLots` (an allocation run): the
 * plan gets no lots; a lot row whose changes all allocate a named lot is not read, its lots gain
 * the pieces in one checked statement (a lot short refuses the call, as below); other lot rows
 * are read after the plan. Returns the rows as they end.
 */
export async function applyStockChangesInBulk(
  tx: Tx,
  actor: StockActor,
  stockIds: readonly number[],
  plan: (locked: LockedStocks, lots: LockedLots) => readonly BulkStockChange[],
  {
    lotProducts,
    namedLots = false,
  }: { lotProducts?: ReadonlySet<number>; namedLots?: boolean } = {},
): Promise<Map<number, StockRow>> {
  const read = await lockInBulk(tx, actor, stockIds, lotProducts, !namedLots);
  const { locked: current, lots } = read;
  const changes = plan(current, lots);
  if (changes.length === 0) return current;
  const unread = namedLots ? unreadLotRows(read.lotRows, changes) : new Set<number>();
  if (namedLots) {
    const rest = read.lotRows.filter((id) => !unread.has(id));
    for (const [id, list] of await lotsOf(tx, actor.scope, rest)) lots.set(id, list);
  }
  const namedDeltas: NamedLotDelta[] = [];
  const entries: LedgerFields[] = [];
  const counts = new Map<number, number>();
  const movedLots = new Map<number, Lot[]>();
  const today = todayJst();
  // A lot row's lots, covering its aggregate, made once per call and changed in place from then on.
  const lotsFor = (row: StockRow) => {
    const stored = lots.get(row.id);
    if (!stored) return undefined;
    let moved = movedLots.get(row.id);
    if (!moved) movedLots.set(row.id, (moved = coveredLots(stored, row)));
    return moved;
  };
  // Shelves only for the rows whose on_hand moves (an allocation run reads none).
  const placed = changes.filter((c) => (c.deltas.onHand ?? 0) !== 0);
  const placements = await Placements.load(
    tx,
    actor.scope,
    [...new Set(placed.map((c) => c.stockId))].flatMap((id) => current.get(id) ?? []),
    placed.flatMap((c) => (typeof c.location === 'number' ? [c.location] : [])),
  );
  for (const change of changes) {
    const row = current.get(change.stockId);
    if (!row) throw notFound(M.notFound);
    const after = { ...row, ...checked(row, change.deltas), version: row.version + 1 };
    const onHand = change.deltas.onHand ?? 0;
    const rowLots = unread.has(row.id) ? undefined : lotsFor(row);
    // The lots before the change only where shelves follow it (its on_hand moves).
    const before = onHand !== 0 ? rowLots?.map((lot) => ({ ...lot })) : rowLots;
    // A lot row's shelves are read only when its on_hand moves (placements hold only those rows).
    const parts = unread.has(row.id)
      ? namedPart(change, namedDeltas)
      : !rowLots
        ? []
        : onHand !== 0
          ? placements.lotPartsOf(row, rowLots, change.deltas, today, change.lot, change.location)
          : lotParts(rowLots, change.deltas, today, change.lot);
    if (rowLots) checkLots(rowLots);
    const at = before
      ? placements.changeLots(row, before, movedLotsOf(parts), change.location)
      : placements.change(row, onHand, change.location);
    const meta = change.meta ?? {};
    if (parts.length === 0)
      entries.push(ledgerFields(actor, row, after, change.kind, meta, null, at));
    // A lot product's change: one ledger row per lot it moved (decision 065).
    for (const step of steps(row, parts))
      entries.push(ledgerFields(actor, step.before, step.after, change.kind, meta, step.lotNo, at));
    counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    current.set(row.id, after);
  }
  await addToNamedLots(tx, actor.scope, namedDeltas);
  await writeLots(tx, actor.scope, movedLots, lots);
  await placements.write(tx, actor.scope, current);
  await writeRows(
    tx,
    actor,
    [...counts.keys()].map((id) => current.get(id)!),
    counts,
  );
  await writeLedger(tx, actor, entries);
  return current;
}
