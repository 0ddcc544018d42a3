// The demo seed on one database (seeding costs seconds, so one file holds its checks): masters,
// products, stock, its orders, the month of history, today's outbound work, inbound, the figures'
// agreement (issue 24 § 2.4), and at the end the large data set's steps at a small scale.
import { randomBytes } from 'node:crypto';
import { addDays, todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import {
  expectLedgerConsistent,
  pastFiguresBreakingInvariants,
} from '../modules/stocks/stocks.ledger.test-support.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { SEED_ORDER_COUNT } from './seed-orders.ts';
import { READY_FOR_WORK } from './seed-outbound.ts';
import { DEMO_HISTORY_DAYS } from './seed-stocks.ts';
import { seedDemoData } from './seed.ts';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { hasValidJanCheckDigit, shopFormSchema } from '@logi/shared';
import { products, skuMappings } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import { janOf } from './seed-products.ts';
import { seedLargeInbound } from './seed-large-inbound.ts';
import { seedLargeOrders } from './seed-large-orders.ts';
import { seedLargeProducts } from './seed-large.ts';
import { seedDisagreements } from './seed-invariants.test-support.ts';
import { seedLargeStocks } from './seed-stocks.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, {
    issuer: 'http://localhost:3000/oidc',
    accounts: DEMO_ACCOUNTS,
    secrets: createSecretBox(randomBytes(32)),
  });
});
afterAll(() => database.drop());

it("seeds a day's worth of 未引当 orders per organisation: most allocatable, some short, one postal warning", async () => {
  for (const { uuid } of DEMO_ORGANISATIONS) {
    const { rows } = await database.db.execute<{
      orders: number;
      unallocated: number;
      flagged: number;
      short: number;
      coverable: number;
    }>(sql`
      with available as (
        select product_id, sum(on_hand - allocated - non_sellable)::int as free
          from stocks where organisation_id = ${uuid} group by product_id
      ), per_order as (
        select o.id, o.status, o.postal_mismatch,
               bool_or(l.quantity > coalesce(a.free, 0)) as short
          from orders o
          join order_lines l on l.order_id = o.id
          left join available a on a.product_id = l.product_id
         where o.organisation_id = ${uuid} and o.order_number ~ '^SEED-(S-)?[0-9]'
         group by o.id
      )
      select count(*)::int as orders,
             count(*) filter (where status = 'unallocated')::int as unallocated,
             count(*) filter (where postal_mismatch)::int as flagged,
             count(*) filter (where short)::int as short,
             count(*) filter (where not short)::int as coverable
        from per_order`);
    const counts = rows[0]!;
    expect(counts).toMatchObject({
      orders: SEED_ORDER_COUNT,
      unallocated: SEED_ORDER_COUNT,
      flagged: 1,
    });
    expect(counts.short).toBeGreaterThanOrEqual(4);
    expect(counts.coverable).toBeGreaterThanOrEqual(SEED_ORDER_COUNT / 2);
  }
});

it('seeds a month of shipments at both warehouses, and today in every outbound state', async () => {
  for (const [index, { uuid }] of DEMO_ORGANISATIONS.entries()) {
    const { rows } = await database.db.execute<{ code: string; days: number; first: string }>(sql`
      select w.code, count(distinct si.shipped_on)::int as days, min(si.shipped_on)::text as first
        from shipping_instructions si join warehouses w on w.id = si.warehouse_id
       where si.organisation_id = ${uuid} and si.status = 'shipped'
       group by w.code order by w.code`);
    // Every day of the month at both warehouses (the quieter second organisation: in turn).
    expect(rows.map((row) => row.code)).toEqual(['RSL-ICHIKAWA', 'TOKYO']);
    const days = rows.reduce((sum, row) => sum + row.days, 0);
    if (index === 0)
      for (const row of rows) expect(row.days).toBeGreaterThanOrEqual(DEMO_HISTORY_DAYS - 1);
    else expect(days).toBeGreaterThanOrEqual(DEMO_HISTORY_DAYS);
    const first = rows.map((row) => row.first).sort()[0];
    expect(first).toBe(addDays(todayJst(), -(DEMO_HISTORY_DAYS - 1)));
    const today = await database.db.execute<{ state: string; n: number; tracked: number }>(sql`
      select substr(o.order_number, 1, 6) || ':' || o.status || ':' || w.code as state,
             count(distinct o.id)::int as n,
             count(distinct o.id) filter (where o.tracking_number ~ '^[0-9]{12}$')::int as tracked
        from orders o
        join shipping_instructions si on si.order_id = o.id
        join warehouses w on w.id = si.warehouse_id
       where o.organisation_id = ${uuid} and o.order_number ~ '^SEED-[AIDN]-'
       group by 1 order by 1`);
    expect(today.rows).toEqual([
      { state: 'SEED-D:shipped:TOKYO', n: 3, tracked: 3 },
      { state: 'SEED-I:instructed:TOKYO', n: READY_FOR_WORK.length, tracked: 0 },
      { state: 'SEED-N:ng:RSL-ICHIKAWA', n: 2, tracked: 0 },
    ]);
    // Ready for 出荷作業: parcels of all three carriers, 代引 with its fee, a gift.
    const ready = await database.db.execute(sql`
      select string_agg(distinct delivery_carrier, ',' order by delivery_carrier) as carriers,
             count(*) filter (where cod_amount > 0 and cod_fee > 0)::int as cod,
             count(*) filter (where gift)::int as gifts
        from orders where organisation_id = ${uuid} and order_number like 'SEED-I-%'`);
    expect(ready.rows[0]).toEqual({ carriers: 'japanpost,sagawa,yamato', cod: 2, gifts: 1 });
    const figures = await database.db.execute<{
      allocated: number;
      recipients: number;
      receipt_days: number;
      diffs: number;
    }>(sql`
      select (select count(*)::int from orders where organisation_id = ${uuid}
                 and order_number like 'SEED-A-%' and status = 'allocated') as allocated,
             -- A 同梱候補 pair (decision 063): two of them go to one recipient of one shop.
             (select count(distinct recipient_key)::int from orders where organisation_id = ${uuid}
                 and order_number like 'SEED-A-%') as recipients,
             (select count(distinct (received_at at time zone 'Asia/Tokyo')::date)::int from receipts
               where organisation_id = ${uuid}) as receipt_days,
             (select count(*)::int from warehouse_stock_reports r
                join stocks s on s.product_id = r.product_id and s.warehouse_id = r.warehouse_id
               where r.organisation_id = ${uuid} and r.quantity <> s.on_hand) as diffs`);
    expect(figures.rows[0]).toEqual({ allocated: 3, recipients: 2, receipt_days: 5, diffs: 2 });
  }
});

it('seeds a schedule in every status and a few returns, receipts and returns in the ledger', async () => {
  const organisationId = DEMO_ORGANISATIONS[0]!.uuid;
  const { rows } = await database.db.execute<{ status: string }>(
    sql`select distinct status from receiving_schedules where organisation_id = ${organisationId}`,
  );
  expect(rows.map((row) => row.status).sort()).toEqual(
    ['cancelled', 'completed', 'partial', 'sync_error', 'unsynced', 'waiting'].sort(),
  );
  // Today's and the coming schedules' receipts (the month's deliveries are the history's).
  const counted = await database.db.execute<{ returns: number; movements: number }>(sql`select
      (select count(*)::int from customer_returns where organisation_id = ${organisationId}) as returns,
      (select count(*)::int from stock_movements m where m.organisation_id = ${organisationId}
         and (m.reference_type = 'customer_return'
              or (m.reference_type = 'receiving_schedule' and m.reference_id::int in (
                    select id from receiving_schedules where organisation_id = ${organisationId}
                       and scheduled_date >= ${todayJst()}::date)))) as movements`);
  expect(counted.rows[0]).toEqual({ returns: 3, movements: 7 });
  await expectLedgerConsistent(database.db, organisationId);
});

it('gives each demo organisation 4 suppliers, 2 vendors and 3 shops on the demo group', async () => {
  const { db } = database;
  expect(await db.$count(suppliers)).toBe(8);
  expect(await db.$count(vendors)).toBe(4);
  expect(await db.$count(vendors, isNull(vendors.supplierId))).toBe(0);
  expect(await db.$count(shops)).toBe(6);
  expect(await db.$count(shops, isNotNull(shops.warehouseGroupId))).toBe(6);
  // Labels and 納品書 print on first start: every shop has a whole 送り主 and a message.
  for (const shop of await db.select().from(shops)) {
    const form = shopFormSchema.parse({ ...shop, url: shop.url ?? '' });
    expect(form.senderPhone && form.senderTown && form.deliveryNoteMessage, shop.code).toBeTruthy();
  }
  expect(await db.$count(shops, isNotNull(shops.yamatoBillingCustomerCode))).toBe(2);
});

it('makes a JAN whose check digit is right', () => {
  expect(janOf('490123456789')).toBe('4901234567894');
});

it('gives サンプル物流 30 products with valid JANs and suppliers, テスト商事 four, and SKU mappings', async () => {
  const { db } = database;
  const sample = DEMO_ORGANISATIONS[0]!.uuid;
  const rows = await db.select().from(products).where(eq(products.organisationId, sample));
  expect(rows).toHaveLength(30);
  expect(rows.every((row) => row.janCode !== null && hasValidJanCheckDigit(row.janCode))).toBe(
    true,
  );
  expect(new Set(rows.map((row) => row.salesStatus))).toEqual(
    new Set(['on_sale', 'suspended', 'discontinued']),
  );
  expect(await db.$count(products, isNull(products.supplierId))).toBe(0);
  expect(await db.$count(products)).toBe(34);
  expect(await db.$count(skuMappings)).toBe(26);
});

const sample = DEMO_ORGANISATIONS[0]!.uuid;

it('stocks every demo product in both demo warehouses, some short, one out, with a month of history', async () => {
  const { db } = database;
  const { rows } = await db.execute<{
    stocks: number;
    short: number;
    out_products: number;
    days: number;
  }>(sql`
    select (select count(*)::int from stocks where organisation_id = ${sample}) as stocks,
           (select count(*)::int from stocks s join products p on p.id = s.product_id
             where s.organisation_id = ${sample} and s.on_hand - s.allocated < greatest(p.stock_threshold, 1)) as short,
           (select count(*)::int from (select product_id from stocks where organisation_id = ${sample}
             group by product_id having sum(on_hand) = 0) as out) as out_products,
           (select extract(day from max(created_at) - min(created_at))::int from stock_movements
             where organisation_id = ${sample}) as days`);
  expect(rows[0]).toMatchObject({ stocks: 60, out_products: 1 });
  expect(rows[0]!.short).toBeGreaterThanOrEqual(8);
  expect(rows[0]!.days).toBeGreaterThanOrEqual(29);
  for (const { uuid } of DEMO_ORGANISATIONS) {
    await expectLedgerConsistent(db, uuid);
    // 日次在庫表 of every past day replays this ledger: no day may read negative or over-allocated.
    expect(await pastFiguresBreakingInvariants(db, uuid, DEMO_HISTORY_DAYS)).toEqual([]);
  }
});

it('puts every lot of the Tokyo warehouse on a shelf, so the stock detail shows lot × 棚番', async () => {
  const { rows } = await database.db.execute<{ lots: number; shelved: number; pieces: number }>(sql`
    select count(*)::int as lots,
           count(*) filter (where shelved.on_hand = l.on_hand)::int as shelved,
           coalesce(sum(l.on_hand), 0)::int as pieces
      from stock_lots l
      join stocks s on s.id = l.stock_id
      join warehouses w on w.id = s.warehouse_id and w.code = 'TOKYO'
      left join lateral (select sum(ll.on_hand)::int as on_hand from stock_lot_locations ll
                          where ll.stock_lot_id = l.id) as shelved on true
     where l.organisation_id = ${sample} and l.on_hand > 0`);
  expect(rows[0]!.lots).toBeGreaterThanOrEqual(6);
  expect(rows[0]!.pieces).toBeGreaterThan(0);
  expect(rows[0]!.shelved).toBe(rows[0]!.lots);
});

it('leaves every figure of the demo organisations in agreement on a fresh start', async () => {
  for (const { uuid } of DEMO_ORGANISATIONS) {
    expect(await seedDisagreements(database.db, uuid)).toEqual([]);
  }
});

// The large data set's steps, on the second organisation (after every demo check above).
it('gives the large data set five warehouses of stock through the bulk registration, once', async () => {
  const { db } = database;
  const other = DEMO_ORGANISATIONS[1]!.uuid;
  await seedLargeProducts(db, other, 40);
  const first = await seedLargeStocks(db, other);
  expect(first).toMatch(/^stocks: \d+ added \(products × 5 warehouses\)$/);
  const { rows } = await db.execute<{ products: number; rows: number; warehouses: number }>(sql`
    select (select count(*)::int from products where organisation_id = ${other}) as products,
           (select count(*)::int from stocks where organisation_id = ${other}) as rows,
           (select count(distinct warehouse_id)::int from stocks where organisation_id = ${other}) as warehouses`);
  expect(rows[0]!.rows).toBe(rows[0]!.products * 5);
  expect(rows[0]!.warehouses).toBe(5);
  expect(await seedLargeStocks(db, other)).toBe('stocks: 0 added (products × 5 warehouses)');
  await expectLedgerConsistent(db, other);
});

it('leaves every figure in agreement after the large data set (at a small scale)', async () => {
  const organisationId = DEMO_ORGANISATIONS[1]!.uuid;
  await seedLargeProducts(database.db, organisationId, 60);
  await seedLargeStocks(database.db, organisationId);
  await seedLargeInbound(database.db, organisationId, 120);
  await seedLargeOrders(database.db, organisationId, 20);
  expect(await seedDisagreements(database.db, organisationId)).toEqual([]);
});
