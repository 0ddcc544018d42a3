import { addDays, todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { inScope, organisationScope } from '../../db/organisation-scope.ts';
import { STOCKTAKES } from '../../modules/stocktakes/stocktakes.test-support.ts';
import { countScope } from './lifecycle-shelves.test-support.ts';
import { call, LOT_PRODUCT, PRODUCT_COUNT, type Side } from './lifecycle.test-support.ts';

// Issue 28's part of the lifecycle (decisions 065, 069, 071): lots with 賞味期限 on the ロット管理
// product, own → own transfers, counts, and the FEFO rules checked around every allocation.

// Expired, inside 引当不可日数, and two allocatable dates: one lot number per date.
const EXPIRY_OFFSETS = [-1, 5, 30, 60] as const;

/** A receipt's lot for the picked product: none unless it keeps lots. */
export function receiptLot(productIndex: number, pick: number) {
  if (productIndex % PRODUCT_COUNT !== LOT_PRODUCT) return {};
  const offset = EXPIRY_OFFSETS[pick % EXPIRY_OFFSETS.length]!;
  return { lot_no: `L${offset}`, expires_on: addDays(todayJst(), offset) };
}

const scopeOf = (side: Side) => organisationScope(side.t.yamada.organisationId);
const productOf = (side: Side, pick: number) => side.world.products[pick % PRODUCT_COUNT]!;

/** 在庫移動 between the side's two own warehouses, either way. */
export async function transfer(side: Side, pick: number, quantity: number, there: boolean) {
  const [from, to] = there
    ? [side.world.ownWarehouseId, side.secondOwnWarehouseId]
    : [side.secondOwnWarehouseId, side.world.ownWarehouseId];
  await call(side, 'POST', '/api/transfers/store', {
    source_warehouse_id: from,
    destination_warehouse_id: to,
    memo: null,
    lines: [{ product_id: productOf(side, pick).id, quantity }],
  });
}

/**
 * 棚卸 of the picked product at the own warehouse (whole, or one shelf): every line counted off by
 * `quantity − 2`, then 確定.
 */
export async function count(side: Side, pick: number, quantity: number) {
  const started = await call(side, 'POST', `${STOCKTAKES}/store`, countScope(side, pick));
  if (started.status !== 201) return;
  const id = started.body.data.id as number;
  const lines = await call(side, 'POST', `${STOCKTAKES}/lines/${id}`, { per_page: 100 });
  for (const line of lines.body.data.data as { id: number; expected: number }[]) {
    const counted = Math.max(0, line.expected + quantity - 2);
    await call(side, 'PUT', `${STOCKTAKES}/count/${id}`, { line_id: line.id, counted });
  }
  const applied = await call(side, 'POST', `${STOCKTAKES}/apply/${id}`);
  // A count below what is allocated, or a shelf emptied meanwhile, is refused: cancelled, not left open.
  if (applied.status !== 200) await call(side, 'POST', `${STOCKTAKES}/cancel/${id}`);
}

type LotFigures = {
  stock_id: number;
  lot_no: string;
  expires_on: string | null;
  on_hand: number;
  allocated: number;
  cutoff: string;
};

/** Every lot of the side, with its product's first allocatable 賞味期限 (today + 引当不可日数). */
export async function lotsOf(side: Side) {
  const { rows } = await side.t.app.db.execute<LotFigures>(sql`
    select l.stock_id, l.lot_no, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on, l.on_hand,
           l.allocated,
           to_char(${todayJst()}::date + p.unallocatable_days, 'YYYY-MM-DD') as cutoff
      from stock_lots l
      join stocks s on s.id = l.stock_id
      join products p on p.id = s.product_id
     where ${inScope('l', scopeOf(side))}`);
  return rows;
}

const expiryOf = (lot: LotFigures) => lot.expires_on ?? '9999-12-31';
const allocatable = (lot: LotFigures) => lot.expires_on === null || lot.expires_on >= lot.cutoff;

/**
 * After an allocation: every lot that gained allocated pieces was allocatable, and no lot of the
 * same row expiring earlier and allocatable still has free pieces (FEFO took it first).
 */
export function expectFefo(before: LotFigures[], after: LotFigures[], steps: unknown[]) {
  const key = (lot: LotFigures) => `${lot.stock_id}/${lot.lot_no}`;
  const was = new Map(before.map((lot) => [key(lot), lot.allocated]));
  for (const taken of after.filter((lot) => lot.allocated > (was.get(key(lot)) ?? 0))) {
    const where = `${key(taken)} after ${JSON.stringify(steps)}`;
    expect(allocatable(taken), `allocated inside 引当不可日数: ${where}`).toBe(true);
    const skipped = after.filter(
      (lot) =>
        lot.stock_id === taken.stock_id &&
        allocatable(lot) &&
        expiryOf(lot) < expiryOf(taken) &&
        lot.on_hand > lot.allocated,
    );
    expect(skipped.map(key), `FEFO skipped an earlier lot: ${where}`).toEqual([]);
  }
}

/** No live allocation rests on a lot expired or inside 引当不可日数. */
export async function expectNoUnallocatableAllocation(side: Side, steps: unknown[]) {
  const { rows } = await side.t.app.db.execute<{ id: number; lot_no: string }>(sql`
    select a.id, a.lot_no
      from order_allocations a
      join stocks s on s.id = a.stock_id
      join products p on p.id = s.product_id
      join stock_lots l on l.stock_id = a.stock_id and l.lot_no = a.lot_no
     where ${inScope(
       'a',
       scopeOf(side),
       sql`a.state = 'active' and l.expires_on < ${todayJst()}::date + p.unallocatable_days`,
     )}`);
  expect(rows, `allocations on unallocatable lots after ${JSON.stringify(steps)}`).toEqual([]);
}
