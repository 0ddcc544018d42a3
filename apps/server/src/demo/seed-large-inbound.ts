import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { LARGE_PRODUCT_COUNT, LARGE_PRODUCT_PREFIX } from './seed-large.ts';
import { registerStocksInBulk } from '../modules/stocks/index.ts';
import { inScope, organisationScope, type OrganisationScope } from '../db/organisation-scope.ts';
import { applyLargeStockChanges } from './seed-large-ledger.ts';
import { LARGE_WAREHOUSE_COUNT } from './seed-stocks.ts';

export const LARGE_SCHEDULE_COUNT = 50_000;
export const LARGE_LINES_PER_SCHEDULE = 3;
/** Days the generated schedules spread over: 180 past days and the next 60. */
const PAST_DAYS = 180;
const DAYS = 240;
/**
 * Generated schedules are numbered IN-YYYYMMDD-5000 and up; the app counts each day from 0001, so
 * the two never meet in a demo's lifetime.
 */
const FIRST_SEQUENCE = 5000;

/**
 * 50,000 入荷予定 with 3 lines each (150,000) over 240 days for the inbound list's measurements
 * (bench:inbound): past days mostly 入荷完了, coming ones mostly 入荷待ち. Needs the large products
 * and their stock (run after seedLargeStocks). The schedules are written in SQL straight into the
 * tables; what was received has its receipts and stock movements (receiveLargeLines). Rows already
 * there are kept.
 */
export async function seedLargeInbound(
  db: Database,
  organisationId: string,
  count = LARGE_SCHEDULE_COUNT,
): Promise<string> {
  const scope = organisationScope(organisationId);
  const schedules = await db.execute(sql`
    with wh as (
      select array_agg(id order by id) as ids, array_agg(type order by id) as types
        from (select id, type from warehouses where ${inScope('warehouses', scope)}
               order by id limit ${LARGE_WAREHOUSE_COUNT}) first
    ), partners as (
      select (select coalesce(array_agg(id order by id), '{}') from vendors
               where ${inScope('vendors', scope)}) as vendors,
             (select coalesce(array_agg(id order by id), '{}') from suppliers
               where ${inScope('suppliers', scope)}) as suppliers
    ), drawn as (
      select i, (timezone('Asia/Tokyo', now()))::date - ${PAST_DAYS}::int + i % ${DAYS}::int as day,
             1 + i % cardinality(wh.ids) as w
        from generate_series(1, ${count}::int) as i, wh
       where cardinality(wh.ids) > 0
    )
    insert into receiving_schedules (organisation_id, number, kind, warehouse_id, vendor_id,
      supplier_id, scheduled_date, carrier, parcel_count, status, cancel_reason)
    select ${organisationId}::uuid,
      'IN-' || to_char(day, 'YYYYMMDD') || '-' || lpad((${FIRST_SEQUENCE}::int + i / ${DAYS}::int)::text, 4, '0'),
      case i % 20 when 0 then 'return' when 1 then 'transfer' else 'normal' end,
      wh.ids[w],
      case when wh.types[w] <> 'own' and cardinality(p.vendors) > 0
           then p.vendors[1 + i % cardinality(p.vendors)] end,
      case when wh.types[w] = 'own' and cardinality(p.suppliers) > 0
           then p.suppliers[1 + i % cardinality(p.suppliers)] end,
      day, 'ヤマト運輸', 1 + i % 5, s.status,
      case when s.status = 'cancelled' then '大量データ' end
    from drawn, wh, partners p,
      lateral (select case
        when day < (timezone('Asia/Tokyo', now()))::date then
          case when i % 20 < 14 then 'completed' when i % 20 < 17 then 'partial' else 'cancelled' end
        else
          case when i % 20 < 17 then 'waiting' when i % 20 < 18 then 'unsynced'
               when i % 20 < 19 and wh.types[w] <> 'own' then 'sync_error' else 'cancelled' end
        end as status) s
    on conflict do nothing`);
  // Fresh statistics first: planned against the demo's dozen rows, the lines' join scans products per row.
  await db.execute(sql`analyze receiving_schedules`);
  await db.execute(sql`
    insert into receiving_schedule_lines (organisation_id, schedule_id, line_number, product_id,
      scheduled_qty, received_qty, cancelled_at, cancel_reason)
    select s.organisation_id, s.id, k, p.id, q,
      case s.status when 'completed' then q when 'partial' then q / 2 else 0 end,
      case when s.status = 'cancelled' then s.created_at end,
      case when s.status = 'cancelled' then '大量データ' end
    from receiving_schedules s
    cross join generate_series(1, ${LARGE_LINES_PER_SCHEDULE}::int) as k
    cross join lateral (select 2 + (s.id + k) % 48 as q) qty
    join products p on p.organisation_id = s.organisation_id
     and p.product_code = ${LARGE_PRODUCT_PREFIX}
       || lpad((1 + (s.id * ${LARGE_LINES_PER_SCHEDULE}::int + k) % ${LARGE_PRODUCT_COUNT}::int)::text, 6, '0')
    where ${inScope(
      's',
      scope,
      sql`substr(s.number, 13)::int >= ${FIRST_SEQUENCE}::int`,
      sql`not exists (select 1 from receiving_schedule_lines l where l.schedule_id = s.id)`,
    )}`);
  const receipts = await receiveLargeLines(db, scope);
  for (const table of ['receiving_schedules', 'receiving_schedule_lines', 'receipts']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return `receiving schedules: ${schedules.rowCount ?? 0} added (${LARGE_LINES_PER_SCHEDULE} lines each) over ${DAYS} days, ${receipts} receipts`;
}

/**
 * The received lines' receipts, as bookReceipt writes them: one receipt per line (typed in at an
 * own warehouse, reported at an external one) on its scheduled day, the stock rising through the
 * stock service. Only lines without a receipt yet.
 */
async function receiveLargeLines(db: Database, scope: OrganisationScope) {
  // A receipt makes its stock row when missing (stockIdFor does one by one): at zero, in the ledger.
  const { rows: missing } = await db.execute<{ product_id: number; warehouse_id: number }>(sql`
    select distinct l.product_id, s.warehouse_id
      from receiving_schedule_lines l join receiving_schedules s on s.id = l.schedule_id
     where ${inScope(
       'l',
       scope,
       sql`l.received_qty + l.non_sellable_qty > 0`,
       sql`not exists (select 1 from stocks st where st.organisation_id = l.organisation_id
                         and st.product_id = l.product_id and st.warehouse_id = s.warehouse_id)`,
     )}`);
  await db.transaction((tx) =>
    registerStocksInBulk(
      tx,
      scope,
      missing.map((row) => ({
        productId: row.product_id,
        warehouseId: row.warehouse_id,
        onHand: 0,
        allocated: 0,
      })),
    ),
  );
  const { rows } = await db.execute<{
    schedule_id: number;
    number: string;
    stock_id: number;
    received_qty: number;
    non_sellable_qty: number;
    received_at: string;
  }>(sql`
    with inserted as (
      insert into receipts (organisation_id, schedule_id, line_id, source, source_ref,
        received_qty, non_sellable_qty, received_at)
      select l.organisation_id, l.schedule_id, l.id,
             case when w.type = 'own' then 'manual' else 'warehouse' end, 'bulk:' || l.id,
             l.received_qty, l.non_sellable_qty,
             (s.scheduled_date + time '10:00') at time zone 'Asia/Tokyo'
        from receiving_schedule_lines l
        join receiving_schedules s on s.id = l.schedule_id
        join warehouses w on w.id = s.warehouse_id
       where ${inScope(
         'l',
         scope,
         sql`l.received_qty + l.non_sellable_qty > 0`,
         sql`substr(s.number, 13)::int >= ${FIRST_SEQUENCE}::int`,
         sql`not exists (select 1 from receipts r where r.line_id = l.id)`,
       )}
      returning schedule_id, line_id, received_qty, non_sellable_qty, received_at
    )
    select i.schedule_id, s.number, st.id as stock_id, i.received_qty, i.non_sellable_qty,
           i.received_at::text as received_at
      from inserted i
      join receiving_schedule_lines l on l.id = i.line_id
      join receiving_schedules s on s.id = i.schedule_id
      join stocks st on st.organisation_id = s.organisation_id and st.product_id = l.product_id
       and st.warehouse_id = s.warehouse_id
     order by i.line_id`);
  return applyLargeStockChanges(
    db,
    scope.organisationId,
    rows.map((row) => ({
      stockId: row.stock_id,
      kind: 'receipt' as const,
      deltas: { onHand: row.received_qty, nonSellable: row.non_sellable_qty },
      meta: {
        reference: { type: 'receiving_schedule', id: row.schedule_id },
        note: row.number,
        occurredAt: new Date(row.received_at),
      },
    })),
  );
}
