import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { inScope, organisationScope } from '../../db/organisation-scope.ts';
import { organisations } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import type { StockActor } from './stocks.service.ts';

/** A fresh organisation with `productCount` products and `warehouseCount` warehouses (no user). */
export async function ledgerOrganisation(
  db: Database,
  productCount: number,
  warehouseCount: number,
) {
  const organisationId = randomUUID();
  await db
    .insert(organisations)
    .values({ id: organisationId, name: `在庫テスト ${organisationId.slice(0, 8)}` });
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        organisationId,
        productCode: `P-${i + 1}`,
        name: `商品${i + 1}`,
      })),
    )
    .returning({ id: products.id });
  const warehouseRows = await db
    .insert(warehouses)
    .values(
      Array.from({ length: warehouseCount }, (_, i) => ({
        organisationId,
        code: `W-${i + 1}`,
        name: `倉庫${i + 1}`,
        type: 'own',
      })),
    )
    .returning({ id: warehouses.id });
  const actor: StockActor = { scope: organisationScope(organisationId), userId: null };
  return {
    actor,
    productIds: productRows.map((row) => row.id),
    warehouseIds: warehouseRows.map((row) => row.id),
  };
}

type LedgerCheck = {
  id: number;
  on_hand: number;
  allocated: number;
  non_sellable: number;
  sum_on_hand: number;
  sum_allocated: number;
  sum_non_sellable: number;
  last_on_hand: number | null;
  last_allocated: number | null;
  last_non_sellable: number | null;
};

/** Every stock row of the organisation keeps the invariants, and its ledger sums to its figures. */
export async function expectLedgerConsistent(db: Database, organisationId: string) {
  const { rows } = await db.execute<LedgerCheck>(sql`
    select s.id, s.on_hand, s.allocated, s.non_sellable,
           coalesce(sum(m.on_hand_delta), 0)::int as sum_on_hand,
           coalesce(sum(m.allocated_delta), 0)::int as sum_allocated,
           coalesce(sum(m.non_sellable_delta), 0)::int as sum_non_sellable,
           (array_agg(m.on_hand_after order by m.id desc))[1] as last_on_hand,
           (array_agg(m.allocated_after order by m.id desc))[1] as last_allocated,
           (array_agg(m.non_sellable_after order by m.id desc))[1] as last_non_sellable
      from stocks s left join stock_movements m on m.stock_id = s.id
     where ${inScope('s', organisationScope(organisationId))}
     group by s.id`);
  for (const row of rows) {
    expect(row.on_hand).toBeGreaterThanOrEqual(0);
    expect(row.allocated).toBeGreaterThanOrEqual(0);
    expect(row.allocated).toBeLessThanOrEqual(row.on_hand);
    expect(row.non_sellable).toBeGreaterThanOrEqual(0);
    expect([row.sum_on_hand, row.sum_allocated, row.sum_non_sellable]).toEqual([
      row.on_hand,
      row.allocated,
      row.non_sellable,
    ]);
    // A row made at zero (stockIdFor) has no ledger row until its first change.
    if (row.last_on_hand !== null) {
      expect([row.last_on_hand, row.last_allocated, row.last_non_sellable]).toEqual([
        row.on_hand,
        row.allocated,
        row.non_sellable,
      ]);
    }
  }
  return rows;
}

type PastFigures = { day: string; stock_id: number; on: number; al: number; ns: number };

/**
 * The organisation's figures replayed from its ledger at the end (JST) of each of the last `days`
 * days that break an invariant: a negative figure, or more allocated than on hand (decision 068).
 */
export async function pastFiguresBreakingInvariants(
  db: Database,
  organisationId: string,
  days: number,
) {
  const { rows } = await db.execute<PastFigures>(sql`
    with ends as (
      select d::date::text as day, (d + interval '1 day') at time zone 'Asia/Tokyo' as ends_at
        from generate_series((now() at time zone 'Asia/Tokyo')::date - ${days}::int,
                             (now() at time zone 'Asia/Tokyo')::date, interval '1 day') d)
    select e.day, m.stock_id, sum(m.on_hand_delta)::int as on, sum(m.allocated_delta)::int as al,
           sum(m.non_sellable_delta)::int as ns
      from ends e join stock_movements m
        on ${inScope('m', organisationScope(organisationId), sql`m.created_at < e.ends_at`)}
     group by e.day, m.stock_id
    having sum(m.on_hand_delta) < 0 or sum(m.allocated_delta) < 0
        or sum(m.non_sellable_delta) < 0 or sum(m.allocated_delta) > sum(m.on_hand_delta)
     order by e.day, m.stock_id`);
  return rows;
}
