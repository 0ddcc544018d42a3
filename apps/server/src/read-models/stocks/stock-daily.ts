import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import { productsMatching } from '../../modules/products/index.ts';
import { dailyCsvLine, productCsvCells, warehouseCsvCells } from './stock-daily-csv.ts';

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
  lot_managed: boolean;
  /** ロット管理 products only: the lots with pieces at the instant (null otherwise). */
  lots: { lotNo: string; expiresOn: string | null; onHand: number; allocated: number }[] | null;
};

/**
 * How a figure at `asOf` is reached. The ledger sums to the row (decision 023), so the sum of the
 * changes before `asOf` equals the row now minus the changes since: the shorter side is read.
 */
export type DailyStockPlan = { asOf: Date; side: 'fromFirstRecord' | 'backFromNow' };

export type DailyStockFilter = { keyword?: string | null; warehouseId?: number | null };

/** One figure at the instant: the changes before it, or the row minus the changes since. */
const figure = (plan: DailyStockPlan, column: string) =>
  plan.side === 'fromFirstRecord'
    ? sql.raw(`coalesce(l.${column}, 0)`)
    : sql.raw(`(s.${column} - coalesce(l.${column}, 0))`);

const FIGURES = (plan: DailyStockPlan) => sql`${figure(plan, 'on_hand')} as on_hand,
  ${figure(plan, 'allocated')} as allocated, ${figure(plan, 'non_sellable')} as non_sellable`;

const onPlanSide = (plan: DailyStockPlan) =>
  plan.side === 'fromFirstRecord'
    ? sql`m.created_at < ${plan.asOf}`
    : sql`m.created_at >= ${plan.asOf}`;

const SUMS = sql`sum(m.on_hand_delta)::int as on_hand, sum(m.allocated_delta)::int as allocated,
  sum(m.non_sellable_delta)::int as non_sellable`;

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
 * A ロット管理 product's lots at the instant: the ledger's changes before it summed by lot number
 * (always from the first record: a page's rows hold few changes each), with today's 賞味期限.
 */
const lotsAt = (plan: DailyStockPlan) => sql`
  select json_agg(json_build_object('lotNo', x.lot_no, 'expiresOn', sl.expires_on,
                                    'onHand', x.on_hand, 'allocated', x.allocated)
                  order by sl.expires_on nulls last, x.lot_no) as lots
    from (select coalesce(m.lot_no, '') as lot_no, sum(m.on_hand_delta)::int as on_hand,
                 sum(m.allocated_delta)::int as allocated
            from stock_movements m
           where p.lot_managed and m.stock_id = s.id and m.created_at < ${plan.asOf}
           group by 1) x
    left join stock_lots sl on sl.stock_id = s.id and sl.lot_no = x.lot_no
   where x.on_hand <> 0 or x.allocated <> 0`;

/** A page of stock rows by product code then warehouse code, with their figures at the instant. */
export async function dailyStockRows(
  db: DbOrTx,
  scope: OrganisationScope,
  plan: DailyStockPlan,
  filter: DailyStockFilter,
  window: { limit: number; offset: number },
) {
  const { rows } = await db.execute<DailyStockRow>(sql`
    select s.id as stock_id, p.product_code, p.name as product_name, p.jan_code,
           w.code as warehouse_code, w.name as warehouse_name,
           ${FIGURES(plan)}, p.lot_managed, lots.lots
      from ${FROM}
      -- A page's rows each sum their own changes (stock_movements_stock_idx).
      left join lateral (select ${SUMS} from stock_movements m
                          where m.stock_id = s.id and ${onPlanSide(plan)}) l on true
      left join lateral (${lotsAt(plan)}) lots on true
     where ${await dailyWhere(db, scope, filter)}
     order by p.product_code, w.code
     limit ${window.limit} offset ${window.offset}`);
  return rows;
}

/**
 * The whole report as one query, for a binary COPY: the organisation's changes on the plan's side are
 * summed once by stock row (an index-only range of the ledger, hashed by stock row), joined to
 * every row, and each row comes as its CSV line (stock-daily-csv.ts): no per-row work in Node.
 * A product's and a warehouse's cells are made once each, and the rows sort by their ranks in
 * code order (integers) rather than by the codes: a third less SQL time on the bench (decision 068).
 */
export async function dailyStockExportQuery(
  db: DbOrTx,
  scope: OrganisationScope,
  plan: DailyStockPlan,
  filter: DailyStockFilter,
) {
  const products = allOf([
    inScope('p', scope),
    await productsMatching(db, 'p', { keyword: filter.keyword }),
  ]);
  return sql`
    with l as materialized (
      select m.stock_id, ${SUMS} from stock_movements m
       where ${inScope('m', scope, onPlanSide(plan))}
       group by m.stock_id),
    pc as (select p.id, row_number() over (order by p.product_code) as rank,
                  ${productCsvCells} as cells
             from products p where ${products}),
    wc as (select w.id, row_number() over (order by w.code) as rank,
                  ${warehouseCsvCells} as cells
             from warehouses w where ${inScope('w', scope)})
    select ${dailyCsvLine(
      { product: sql`pc.cells`, warehouse: sql`wc.cells` },
      {
        onHand: figure(plan, 'on_hand'),
        allocated: figure(plan, 'allocated'),
        nonSellable: figure(plan, 'non_sellable'),
      },
    )} as line
      from stocks s
      join pc on pc.id = s.product_id
      join wc on wc.id = s.warehouse_id
      left join l on l.stock_id = s.id
     where ${allOf([inScope('s', scope), warehouseOf(filter)])}
     order by pc.rank, wc.rank`;
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
