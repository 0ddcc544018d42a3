import { STOCK_MESSAGES as M, todayJst, type StockMovementKind } from '@logi/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { arrayLiteral } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound, stale } from '../../http/app-error.ts';
import { checkLots, coveredLots, lotParts, movedLots } from './stock-lot-parts.ts';
import type { Lot, LotPart, LotRef, MovedLot } from './stock-lot-parts.ts';
import { lotsOf, seedUnknownLots, steps, writeLots } from './stock-lots.ts';
import { placementsOf, placeLotsOne, placeOne, type LocationRef } from './stock-locations.ts';
import { appendMovement } from './stock-ledger.ts';
import { stocks, type StockRow } from './stocks.table.ts';
import { lotManagedProductIds } from '../products/index.ts';
import { checked, stockRefusal } from './stock-rules.ts';

export { checked, isStockRefusal, positive, stockRefusal } from './stock-rules.ts';

/**
 * THE stock service (docs/decisions/023): the only code that writes `stocks`. Every change locks
 * its row(s) in id order, checks the figures, updates them and appends exactly one ledger row, in
 * the caller's transaction. Nothing can oversell: an allocation beyond 引当可能数 is refused.
 */

export type StockActor = {
  scope: OrganisationScope;
  userId: string | null;
  /** When the actor acts, if in the past (the demo's history): dates changes that name no time. */
  actingAt?: Date;
};
export type StockReference = { type: string; id: string | number };
/** Why and for what a change happened: recorded on its ledger row. */
export type StockMeta = {
  reason?: string | null;
  note?: string | null;
  reference?: StockReference;
  /** When it happened, if earlier than now (a receipt booked afterwards, the demo's history). */
  occurredAt?: Date;
  /** The shelf the ledger row names (set by the service from where the pieces went). */
  locationId?: number | null;
};
/** When a change happened: its own time, else the actor's (undefined: now). */
export const occurredAt = (actor: StockActor, meta: StockMeta = {}) =>
  meta.occurredAt ?? actor.actingAt;

export type Figures = Pick<StockRow, 'onHand' | 'allocated' | 'nonSellable'>;
export type Deltas = { onHand?: number; allocated?: number; nonSellable?: number };

/** One change of one row: its kind and how the locked figures move (or a refusal thrown). */
export type StockChange = {
  stockId: number;
  kind: StockMovementKind;
  deltas: (row: StockRow) => Deltas;
  meta?: StockMeta;
  /** The version the caller saw (optimistic lock): another one answers 409. */
  expectedVersion?: number;
  /** No movement at all is not a change: nothing written, no ledger row (for batch syncs). */
  skipIfUnchanged?: boolean;
  /** The lot it moves (ロット管理 products; without one the service's rule picks, decision 065). */
  lot?: LotRef;
  /** Told the lots it moved (ロット管理 products): a transfer carries them to its destination. */
  onLots?: (moved: readonly MovedLot[]) => void;
  /** The shelf it puts away to or takes from (棚番, decision 066; absent: the service's rule). */
  location?: LocationRef;
};
/** A locked row and whether its product keeps lots. */
type LockedRow = StockRow & { lotManaged: boolean };

/**
 * Locks the organisation's rows among `ids`, in id order (so concurrent multi-row writers never
 * deadlock). NO KEY UPDATE: writers still exclude each other, but inserts that only reference a
 * row (allocations, ledger rows) are not held up by it.
 */
export async function lockRows(tx: Tx, scope: OrganisationScope, ids: readonly number[]) {
  const rows = await tx
    .select()
    .from(stocks)
    .where(inScope(stocks.organisationId, scope, inArray(stocks.id, [...new Set(ids)])))
    .orderBy(asc(stocks.id))
    .for('no key update');
  // The products module says which products keep lots (ロット管理, decision 065).
  const lotProducts = await lotManagedProductIds(tx, scope, [
    ...new Set(rows.map((row) => row.productId)),
  ]);
  return new Map(
    rows.map((row) => [row.id, { ...row, lotManaged: lotProducts.has(row.productId) }]),
  );
}

async function writeChange(
  tx: Tx,
  actor: StockActor,
  row: LockedRow,
  change: StockChange,
  lots: Map<number, Lot[]>,
) {
  if (change.expectedVersion !== undefined && change.expectedVersion !== row.version) throw stale();
  const deltas = change.deltas(row);
  const moves = Object.values(deltas).some((delta) => delta !== 0);
  if (!moves && change.skipIfUnchanged) return row;
  const after = checked(row, deltas);
  const rowLots = row.lotManaged ? coveredLots(lots.get(row.id) ?? [], row) : undefined;
  let locationId: number | null = null;
  let parts: LotPart[] = [];
  if (rowLots) {
    // Lots and their shelves move together (decision 066 § lot × shelf); the lots are written first.
    const placements = await placementsOf(tx, actor.scope, row, deltas, change.location);
    const before = rowLots.map((lot) => ({ ...lot }));
    parts = placements
      ? placements.lotPartsOf(row, rowLots, deltas, todayJst(), change.lot, change.location)
      : lotParts(rowLots, deltas, todayJst(), change.lot);
    checkLots(rowLots);
    change.onLots?.(movedLots(parts));
    lots.set(row.id, rowLots);
    await writeLots(tx, actor.scope, new Map([[row.id, rowLots]]));
    const moved = movedLots(parts);
    locationId = placements?.changeLots(row, before, moved, change.location) ?? null;
    await placements?.write(tx, actor.scope, new Map([[row.id, row]]));
  } else {
    locationId = await placeOne(tx, actor.scope, row, deltas.onHand ?? 0, change.location);
  }
  const updated = await updateRow(tx, actor.scope, row.id, after);
  const meta = { ...change.meta, locationId };
  if (parts.length === 0) await appendMovement(tx, actor, updated, change.kind, row, meta);
  // A lot product's change: one ledger row per lot it moved, their afters in turn.
  for (const step of steps(row, parts))
    await appendMovement(tx, actor, step.after, change.kind, step.before, meta, step.lotNo);
  return { ...updated, lotManaged: row.lotManaged };
}

/** Sets a row's figures (none: 棚移動, a change of its breakdown alone); its version moves. */
async function updateRow(tx: Tx, scope: OrganisationScope, id: number, figures: Partial<Figures>) {
  const [row] = await tx
    .update(stocks)
    .set({ ...figures, version: sql`${stocks.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(stocks.id, id), eq(stocks.organisationId, scope.organisationId)))
    .returning();
  return row!;
}
export const touchStock = (tx: Tx, scope: OrganisationScope, id: number) =>
  updateRow(tx, scope, id, {});

/** Applies changes to several rows atomically: all rows locked first (by id), then each change. */
export async function applyStockChanges(
  tx: Tx,
  actor: StockActor,
  changes: readonly StockChange[],
): Promise<StockRow[]> {
  const rows = await lockRows(
    tx,
    actor.scope,
    changes.map((change) => change.stockId),
  );
  const lotRows = [...rows.values()].filter((row) => row.lotManaged).map((row) => row.id);
  const lots = await lotsOf(tx, actor.scope, lotRows);
  const results: StockRow[] = [];
  for (const change of changes) {
    const row = rows.get(change.stockId);
    if (!row) throw notFound(M.notFound);
    const updated = await writeChange(tx, actor, row, change, lots);
    rows.set(updated.id, updated);
    results.push(updated);
  }
  return results;
}

/**
 * The stock row of a product in a warehouse, made at zero when missing (zero figures need no ledger
 * row: the ledger still sums to on_hand). For receipts and syncs into a warehouse not stocked yet.
 */
export async function stockIdFor(
  tx: Tx,
  actor: StockActor,
  productId: number,
  warehouseId: number,
) {
  await tx
    .insert(stocks)
    .values({ organisationId: actor.scope.organisationId, productId, warehouseId })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: stocks.id })
    .from(stocks)
    .where(
      inScope(
        stocks.organisationId,
        actor.scope,
        eq(stocks.productId, productId),
        eq(stocks.warehouseId, warehouseId),
      ),
    );
  return row!.id;
}

/** 初期登録: a new row with its first figures; refused (422 on the warehouse) when one exists. */
export async function registerStock(
  tx: Tx,
  actor: StockActor,
  values: { productId: number; warehouseId: number; onHand: number; nonSellable: number },
  meta: StockMeta = {},
): Promise<StockRow> {
  if (values.onHand < 0) throw stockRefusal(M.negativeOnHand(0), 'onHand');
  if (values.nonSellable < 0) throw stockRefusal(M.negativeNonSellable(0), 'nonSellable');
  const [row] = await tx
    .insert(stocks)
    .values({
      organisationId: actor.scope.organisationId,
      productId: values.productId,
      warehouseId: values.warehouseId,
      onHand: values.onHand,
      nonSellable: values.nonSellable,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw stockRefusal(M.exists, 'warehouseId');
  // A ロット管理 product's first figures are ロット不明 (decision 065).
  const lotNo = (await lockRows(tx, actor.scope, [row.id])).get(row.id)?.lotManaged ? '' : null;
  if (lotNo !== null && row.onHand > 0) {
    const lot = { lotNo, expiresOn: null, onHand: row.onHand, allocated: 0 };
    await writeLots(tx, actor.scope, new Map([[row.id, [lot]]]));
  }
  const zero = { onHand: 0, allocated: 0, nonSellable: 0 };
  // First figures lie on the product's 標準棚番 when it has one (decision 066).
  const empty = { ...row, onHand: 0 };
  const locationId =
    lotNo === null
      ? await placeOne(tx, actor.scope, empty, row.onHand)
      : await placeLotsOne(tx, actor.scope, empty, [], [{ lotNo, quantity: row.onHand }]);
  await appendMovement(tx, actor, row, 'initial', zero, { ...meta, locationId }, lotNo);
  return row;
}

export type BulkStock = {
  productId: number;
  warehouseId: number;
  onHand: number;
  allocated: number;
};

/**
 * 初期登録 of many rows at once (the large demo data): rows that exist are skipped; each new row gets
 * its 初期登録 ledger row in the same statement batch (a ロット管理 product's in its ロット不明 lot).
 */
export async function registerStocksInBulk(
  tx: Tx,
  scope: OrganisationScope,
  rows: readonly BulkStock[],
) {
  if (rows.length === 0) return 0;
  const column = (pick: (row: BulkStock) => number) => arrayLiteral(rows.map(pick), 'int4');
  const lots = await lotManagedProductIds(tx, scope, [...new Set(rows.map((r) => r.productId))]);
  const result = await tx.execute<{
    id: number;
    on_hand: number;
    allocated: number;
    lot: boolean;
  }>(sql`
    with created as (
      insert into stocks (organisation_id, product_id, warehouse_id, on_hand, allocated)
      select ${scope.organisationId}, p, w, h, a
        from unnest(${column((r) => r.productId)}::int[], ${column((r) => r.warehouseId)}::int[],
                    ${column((r) => r.onHand)}::int[], ${column((r) => r.allocated)}::int[]) as t(p, w, h, a)
      on conflict do nothing
      returning id, product_id, on_hand, allocated, non_sellable
    )
    insert into stock_movements (organisation_id, stock_id, lot_no, kind, on_hand_delta,
      allocated_delta, non_sellable_delta, on_hand_after, allocated_after, non_sellable_after)
    select ${scope.organisationId}, id, case when product_id = any(${intArray([...lots])}) then '' end,
           'initial', on_hand, allocated, non_sellable, on_hand, allocated, non_sellable
      from created
    returning stock_id as id, on_hand_after as on_hand, allocated_after as allocated,
              lot_no is not null as lot`);
  await seedUnknownLots(tx, scope, result.rows);
  return result.rows.length;
}

/** Runs `work` in a transaction of its own: for callers that hold none. */
export const inStockTransaction = <T>(db: Database, work: (tx: Tx) => Promise<T>) =>
  db.transaction(work);
