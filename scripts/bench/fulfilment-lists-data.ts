// bench:fulfilment-lists' data (decision 058): a year of one own warehouse's work, written straight
// in SQL as the commands leave the rows. Set-based without joins: each table is one INSERT … SELECT
// over generate_series, and a row finds the rows it refers to by arithmetic on the ids of the
// previous insert (consecutive: one statement, nothing else writing), never by a join the planner
// could turn into a nested loop over a table it has no statistics for yet.
import type pg from 'pg';

export type FulfilmentData = {
  organisationId: string;
  userId: string;
  batches: number;
  openParcels: number;
};

/** Two shipped parcels in each batch but the newest 1,000, which hold 8 open parcels each. */
const OPEN_BATCHES = 1_000;
const PRODUCTS = 200;

/** Seeds the warehouse, its shop, products, orders, instructions and batches; returns the warehouse. */
export async function seedFulfilmentLists(pool: pg.Pool, data: FulfilmentData) {
  const { organisationId, userId, batches, openParcels } = data;
  const shipped = (batches - OPEN_BATCHES) * 2;
  const total = shipped + openParcels;
  const batched = shipped + OPEN_BATCHES * 8;
  // One clock for every statement, so an instruction's 出荷予定日 is its order's day.
  const now = new Date().toISOString();
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await pool.query<T & object>(text, values)).rows;
  const steps: string[] = [];
  /** Runs a step and notes its time under `table`. */
  const timed = async <T>(table: string, step: () => Promise<T>) => {
    const start = performance.now();
    const result = await step();
    steps.push(`${table} ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return result;
  };
  /** Runs an INSERT … RETURNING id over `rows` rows and gives the first id, checking they run on. */
  const firstId = async (insert: string, values: unknown[], rows: number, table: string) => {
    const [made] = await timed(table, () =>
      one<{ first: number; last: number; n: number }>(
        `with made as (${insert} returning id)
         select min(id)::int as first, max(id)::int as last, count(*)::int as n from made`,
        values,
      ),
    );
    if (made!.n !== rows || made!.last - made!.first + 1 !== rows)
      throw new Error(`${table}: ${made!.n} rows, ids ${made!.first}–${made!.last}, not ${rows}`);
    // The foreign-key checks of the next insert run a plan this connection may have cached when the
    // table was small (the demo seed): a sequential scan per row, 218,000² in all. ANALYZE renews it.
    await timed(`analyze ${table}`, () => one(`analyze ${table}`));
    return made!.first;
  };

  const [own] = await one<{ id: number }>(
    `insert into warehouses (organisation_id, code, name, type)
     values ($1, 'BENCH-OWN', 'ベンチ倉庫', 'own') returning id`,
    [organisationId],
  );
  const [shop] = await one<{ id: number }>(
    `insert into shops (organisation_id, code, name, mall)
     values ($1, 'BENCH-SHOP', 'ベンチ店', '楽天市場') returning id`,
    [organisationId],
  );
  const warehouseId = own!.id;
  const product0 = await firstId(
    `insert into products (organisation_id, product_code, name)
     select $1, 'FL-P' || lpad(g::text, 4, '0'), 'ベンチ商品' || g
       from generate_series(1, ${PRODUCTS}) g order by g`,
    [organisationId],
    PRODUCTS,
    'products',
  );
  // Parcel g (order g, instruction g, their line g): 1..shipped shipped in batch ceil(g / 2);
  // then 8 open ones per newest batch (a quarter 検品済, the rest 出荷作業中); the rest 出荷指示済
  // (受付済), in no batch yet. Order g was placed 144 s after order g - 1, the last one now.
  const parcel = `generate_series(1, ${total}) g,
    lateral (select case when g <= ${shipped} then 'shipped' when g > ${batched} then 'accepted'
                         when g % 4 = 0 then 'inspected' else 'working' end as stage,
                    $1::timestamptz - (${total} - g) * interval '144 seconds' as at) parcel`;
  const order0 = await firstId(
    `insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
            postal_code, prefecture, city, town, phone, delivery_method, delivery_carrier, status)
     select $2, $3, 'FL-' || lpad(g::text, 7, '0'), at, 'api', '山田 花子', '100-0005', '東京都',
            '千代田区', '丸の内1-1', '03-1234-5678', 'takkyubin',
            case when g % 5 = 0 then 'sagawa' else 'yamato' end,
            case stage when 'accepted' then 'instructed' else stage end
       from ${parcel} order by g`,
    [now, organisationId, shop!.id],
    total,
    'orders',
  );
  // Line g of order g: product 1 + (order id mod 200), 1–3 pieces.
  const line = `$3::int + g - 1 as order_id, $4::int + ($3::int + g - 1) % ${PRODUCTS} as product_id,
                1 + ($3::int + g - 1) % 3 as quantity`;
  const line0 = await firstId(
    `insert into order_lines (organisation_id, order_id, line_number, product_id, quantity, unit_price)
     select $2, order_id, 1, product_id, quantity, 1000
       from ${parcel}, lateral (select ${line}) line order by g`,
    [now, organisationId, order0, product0],
    total,
    'order_lines',
  );
  const instruction0 = await firstId(
    `insert into shipping_instructions (organisation_id, number, order_id, warehouse_id, status,
            ship_date, shipped_on, shipped_at, created_by)
     select $2, 'FL-SI' || lpad(g::text, 7, '0'), $3::int + g - 1, $4, stage,
            (at at time zone 'Asia/Tokyo')::date,
            case when stage = 'shipped' then (at at time zone 'Asia/Tokyo')::date end,
            case when stage = 'shipped' then at + interval '1 hour' end, $5
       from ${parcel} order by g`,
    [now, organisationId, order0, warehouseId, userId],
    total,
    'shipping_instructions',
  );
  await timed('shipping_instruction_lines', () =>
    one(
      `insert into shipping_instruction_lines (organisation_id, instruction_id, line_number,
            order_line_id, product_id, quantity)
     select $2, $5::int + g - 1, 1, $6::int + g - 1, product_id, quantity
       from ${parcel}, lateral (select ${line}) line`,
      [now, organisationId, order0, product0, instruction0, line0],
    ),
  );
  // A batch every 315 s over a year; its number PB-YYYYMMDD-NNN (NNN unique within a day).
  const batch0 = await firstId(
    `insert into picking_batches (organisation_id, number, warehouse_id, created_by, created_at)
     select $2, 'PB-' || to_char(at at time zone 'Asia/Tokyo', 'YYYYMMDD') || '-'
                || lpad((b % 1000)::text, 3, '0'), $3, $4, at
       from generate_series(1, ${batches}) b,
            lateral (select $1::timestamptz - (${batches} - b) * interval '315 seconds' as at) made
      order by b`,
    [now, organisationId, warehouseId, userId],
    batches,
    'picking_batches',
  );
  await timed('picking_batch_instructions', () =>
    one(
      `insert into picking_batch_instructions (organisation_id, batch_id, instruction_id, position)
     select $1, $2::int + nth - 1, $3::int + g - 1, 1 + (g - 1) % k
       from generate_series(1, ${batched}) g,
            lateral (select case when g <= ${shipped} then 2 else 8 end as k,
                            case when g <= ${shipped} then (g + 1) / 2
                                 else ${batches - OPEN_BATCHES} + (g - ${shipped} + 7) / 8 end as nth) per`,
      [organisationId, batch0, instruction0],
    ),
  );
  for (const table of [
    'orders',
    'order_lines',
    'shipping_instructions',
    'shipping_instruction_lines',
    'picking_batches',
    'picking_batch_instructions',
  ])
    await timed(`vacuum analyze ${table}`, () => one(`vacuum analyze ${table}`));
  return { warehouseId, steps };
}
