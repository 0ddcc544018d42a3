import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import { productsMatching } from '../../modules/products/index.ts';

// 日次在庫表's read model: every stock row's figures at an instant, from the ledger (decision 068).

/** A stock row with its figures at the report's instant. */
export type DailyStockRow = {
  stock_id: number;
  product_code: string;
  product_name: string;
  jan_code: string | null;
  warehouse_code: string;
  warehouse_name: string;
  on_hand: number;
  allocated: number;
  non_sellable: number;
};

/**
 * How a figure at `asOf` is reached. The ledger sums to the row (decision 023), so the sum of the
 * changes before `asOf` equals the row now minus the changes since: the shorter side is read.
 */
export type DailyStockPlan = { asOf: Date; side: 'fromFirstRecord' | 'backFromNow' };

export type DailyStockFilter = { keyword?: string | null; warehouseId?: number | null };

/** One figure at the instant: the changes before it, or the row minus the changes since. */
const figure = (plan: DailyStockPlan, column: string) =>
  plan.side === 'fromFirstRecord' ? sql.raw(`l.${column}`) : sql.raw(`(s.${column} - l.${column})`);

function changesSummed(plan: DailyStockPlan): SQL {
  const window =
    plan.side === 'fromFirstRecord'
      ? sql`m.created_at < ${plan.asOf}`
      : sql`m.created_at >= ${plan.asOf}`;
  // Index-only on stock_movements_stock_figures_idx: the row's changes on one side of the instant.
  return sql`select coalesce(sum(m.on_hand_delta), 0)::int as on_hand,
                    coalesce(sum(m.allocated_delta), 0)::int as allocated,
                    coalesce(sum(m.non_sellable_delta), 0)::int as non_sellable
               from stock_movements m where m.stock_id = s.id and ${window}`;
}

const warehouseOf = (filter: DailyStockFilter) =>
  filter.warehouseId ? sql`s.warehouse_id = ${filter.warehouseId}` : undefined;

async function dailyWhere(db: DbOrTx, scope: OrganisationScope, filter: DailyStockFilter) {
  return allOf([
    inScope('s', scope),
    inScope('p', scope),
    await productsMatching(db, 'p', { keyword: filter.keyword }),
    warehouseOf(filter),
  ]);
}

const FROM = sql`stocks s
  join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
  join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id`;

/**
 * Stock rows by product code then warehouse code, after `after` (a keyset for the export) or at
 * `offset` (a page), with their figures at the plan's instant.
 */
export async function dailyStockRows(
  db: DbOrTx,
  scope: OrganisationScope,
  plan: DailyStockPlan,
  filter: DailyStockFilter,
  window: {
    limit: number;
    offset?: number;
    after?: { productCode: string; warehouseCode: string };
  },
) {
  const keyset = window.after
    ? sql`(p.product_code, w.code) > (${window.after.productCode}, ${window.after.warehouseCode})`
    : undefined;
  const { rows } = await db.execute<DailyStockRow>(sql`
    select s.id as stock_id, p.product_code, p.name as product_name, p.jan_code,
           w.code as warehouse_code, w.name as warehouse_name,
           ${figure(plan, 'on_hand')} as on_hand, ${figure(plan, 'allocated')} as allocated,
           ${figure(plan, 'non_sellable')} as non_sellable
      from ${FROM} cross join lateral (${changesSummed(plan)}) l
     where ${allOf([await dailyWhere(db, scope, filter), keyset])}
     order by p.product_code, w.code
     limit ${window.limit} offset ${window.offset ?? 0}`);
  return rows;
}

/** How many stock rows the report lists (products are read only for a keyword). */
export async function countDailyStockRows(
  db: DbOrTx,
  scope: OrganisationScope,
  filter: DailyStockFilter,
) {
  const where = filter.keyword
    ? await dailyWhere(db, scope, filter)
    : allOf([inScope('s', scope), warehouseOf(filter)]);
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${filter.keyword ? FROM : sql`stocks s`} where ${where}`);
  return rows[0]?.total ?? 0;
}

/** When the organisation's records start: its creation, or an earlier booked ledger change. */
export async function firstRecordAt(db: DbOrTx, scope: OrganisationScope): Promise<Date> {
  const { rows } = await db.execute<{ at: Date | string }>(sql`
    select least(o.created_at,
                 (select min(m.created_at) from stock_movements m
                   where m.organisation_id = o.id)) as at
      from organisations o where o.id = ${scope.organisationId}`);
  return new Date(rows[0]!.at);
}
