import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { parseCsv } from '../../test/csv-parse.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import {
  STOCKS,
  exportCsv,
  store,
  storeGroup,
  storeStock,
  storeWarehouse,
  twoOrganisations,
  YAMADA,
} from './stocks.test-support.ts';

// The stock list: by product (totals, each warehouse's row) and by warehouse; the filters and CSV.
const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const search = (body: Record<string, unknown>) => yamada('POST', `${STOCKS}/search`, body);
const codesOf = (response: { body: { data: { data: { product_code: string }[] } } }) =>
  response.body.data.data.map((row) => row.product_code);

describe('the stock list', () => {
  // Three products (threshold 10) in two warehouses of a group, one in a third warehouse only.
  let fixture: Awaited<ReturnType<typeof arrange>>;
  async function arrange() {
    const [east, west, other] = [
      await storeWarehouse(yamada),
      await storeWarehouse(yamada),
      await storeWarehouse(yamada),
    ];
    const group = await storeGroup(yamada, 'SRCH東西', [east.id, west.id]);
    const product = (code: string, name: string, jan: string | null = null) =>
      store(
        yamada,
        PRODUCTS,
        productBody({ product_code: code, name, jan_code: jan, stock_threshold: 10 }),
      );
    const plenty = await product('SRCH-PLENTY', '検索用 たっぷり緑茶', '4901234567894');
    const short = await product('SRCH-SHORT', '検索用 すくない紅茶');
    const none = await product('SRCH-NONE', '検索用 なし抹茶');
    const stock = (p: { id: number }, w: { id: number }, onHand: number, nonSellable = 0) =>
      storeStock(yamada, {
        product_id: p.id,
        warehouse_id: w.id,
        on_hand: onHand,
        non_sellable: nonSellable,
      });
    await stock(plenty, east, 30);
    await stock(plenty, west, 12, 3);
    await stock(short, east, 4);
    await stock(short, west, 3);
    await stock(none, other, 0);
    return { east, west, other, group };
  }

  it('answers products with totals and their warehouses, short ones marked', async () => {
    fixture = await arrange();
    const page = (await search({ keyword: '検索用' })).body.data;
    expect(page).toMatchObject({ stock_type: 'stockByProduct', total: 3 });
    const [none, plenty, short] = page.data;
    expect(plenty).toMatchObject({
      product_code: 'SRCH-PLENTY',
      on_hand: 42,
      available: 42,
      non_sellable: 3,
      short: false,
    });
    expect(plenty.warehouses).toHaveLength(2);
    // In warehouse code order.
    const codes = plenty.warehouses.map((row: { warehouse_code: string }) => row.warehouse_code);
    expect(codes).toEqual([fixture.east.code, fixture.west.code].sort());
    // Each warehouse row carries its own figures, marked by the product's threshold (10), and not
    // the product again.
    expect(Object.keys(plenty.warehouses[0]).sort()).toEqual([
      'allocated',
      'available',
      'expired',
      'id',
      'in_process',
      'in_transit',
      'non_sellable',
      'on_hand',
      'short',
      'warehouse_code',
      'warehouse_id',
      'warehouse_name',
    ]);
    type Row = { on_hand: number; short: boolean };
    const figures = (rows: Row[]) =>
      rows.map(({ on_hand, short }) => ({ on_hand, short })).sort((a, b) => a.on_hand - b.on_hand);
    expect(figures(plenty.warehouses)).toEqual([
      { on_hand: 12, short: false },
      { on_hand: 30, short: false },
    ]);
    expect(figures(short.warehouses)).toEqual([
      { on_hand: 3, short: true },
      { on_hand: 4, short: true },
    ]);
    expect(short).toMatchObject({ on_hand: 7, short: true });
    expect(none).toMatchObject({ product_code: 'SRCH-NONE', on_hand: 0, short: true });
  });

  it('filters by JAN, warehouse, group, short or out of stock, and non-sellable', async () => {
    // A JAN's first page is counted with its matches read once (decision 067), its stock rows read
    // after it: the row is the one the product's own code lists.
    const byJan = await search({ jan_code: '490123' });
    expect(codesOf(byJan)).toEqual(['SRCH-PLENTY']);
    const [byCode] = (await search({ keyword: 'SRCH-PLENTY' })).body.data.data;
    expect(byJan.body.data.data[0].warehouses.length).toBeGreaterThan(0);
    expect(byJan.body.data.data[0]).toEqual(byCode);
    expect(codesOf(await search({ keyword: '検索用', warehouse_id: fixture.other.id }))).toEqual([
      'SRCH-NONE',
    ]);
    // A warehouse filter keeps each product's rows, and so its totals, in that warehouse only.
    type Listed = { product_code: string; on_hand: number; warehouses: { warehouse_id: number }[] };
    const inEast = (await search({ keyword: '検索用', warehouse_id: fixture.east.id })).body.data;
    expect(
      inEast.data.map((row: Listed) => [
        row.product_code,
        row.on_hand,
        row.warehouses.map((stock) => stock.warehouse_id),
      ]),
    ).toEqual([
      ['SRCH-PLENTY', 30, [fixture.east.id]],
      ['SRCH-SHORT', 4, [fixture.east.id]],
    ]);
    const grouped = (await search({ keyword: '検索用', warehouse_group_id: fixture.group.id })).body
      .data;
    expect(grouped.data.map((row: { product_code: string }) => row.product_code)).toEqual([
      'SRCH-PLENTY',
      'SRCH-SHORT',
    ]);
    expect(codesOf(await search({ keyword: '検索用', short_only: true }))).toEqual([
      'SRCH-NONE',
      'SRCH-SHORT',
    ]);
    expect(codesOf(await search({ keyword: '検索用', non_sellable_only: true }))).toEqual([
      'SRCH-PLENTY',
    ]);
    // By warehouse: the west row of PLENTY (12 ≥ 10) is not short, SHORT's two rows are.
    const rows = await search({
      keyword: '検索用',
      stock_type: 'stockByWarehouse',
      short_only: true,
      sort: 'on_hand',
    });
    expect(rows.body.data.data.map((row: { on_hand: number }) => row.on_hand)).toEqual([0, 3, 4]);
  });

  it('sorts and pages on the server, by product or by warehouse', async () => {
    const byAvailable = await search({
      keyword: '検索用',
      sort: 'available',
      direction: 'desc',
      per_page: 2,
    });
    expect(codesOf(byAvailable)).toEqual(['SRCH-PLENTY', 'SRCH-SHORT']);
    expect(byAvailable.body.data).toMatchObject({ total: 3, last_page: 2 });
    const rows = await search({ keyword: 'SRCH-', stock_type: 'stockByWarehouse', per_page: 100 });
    expect(rows.body.data.total).toBe(5);
    // By code with a keyword, the page's query counts the matches itself: every page says 3,
    // and so does a page past the end (counted apart, as it has no row to carry the count).
    for (const page of [1, 2, 3]) {
      const byCode = await search({ keyword: '検索用', sort: 'product_code', per_page: 2, page });
      expect(byCode.body.data).toMatchObject({ total: 3, last_page: 2 });
      expect(codesOf(byCode)).toEqual([['SRCH-NONE', 'SRCH-PLENTY'], ['SRCH-SHORT'], []][page - 1]);
    }
  });

  it('exports the rows as CSV in Shift_JIS', async () => {
    const { jar } = await signIn(setup.app.baseUrl, YAMADA);
    const csv = await exportCsv(setup.app.baseUrl, jar, `${STOCKS}/export`, {
      keyword: 'SRCH-SHORT',
      encoding: 'sjis',
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(new TextDecoder('shift_jis').decode(csv.bytes));
    expect(header!.slice(0, 6)).toEqual([
      '商品コード',
      '商品名',
      'JANコード',
      '倉庫コード',
      '倉庫名',
      '実在庫数',
    ]);
    expect(rows.map((row) => row[5]).sort()).toEqual(['3', '4']);
  });

  it("keeps a filter's count while the products stay as they are, and counts again after any write to them", async () => {
    const count = async () => (await search({ keyword: 'KEEP-' })).body.data.total as number;
    const product = (code: string) =>
      store(yamada, PRODUCTS, productBody({ product_code: code, name: '件数' }));
    const first = await product('KEEP-1');
    expect(await count()).toBe(1);
    // A stock write leaves the products' generation alone.
    await storeStock(yamada, { product_id: first.id, warehouse_id: fixture.east.id, on_hand: 5 });
    expect(await count()).toBe(1);
    // A product slipped in with the triggers off (no writer of ours can) leaves the generation as
    // it was: the count shown is the kept one, so the page did not count again.
    await setup.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into products (organisation_id, product_code, name)
        select organisation_id, 'KEEP-HIDDEN', '件数' from products where id = ${first.id}`);
    });
    expect(await count()).toBe(1);
    // Any write to the products moves it: an add, an edit, a delete.
    await product('KEEP-2');
    expect(await count()).toBe(3);
    await setup.app.db.execute(
      sql`update products set product_code = 'GONE-1' where id = ${first.id}`,
    );
    expect(await count()).toBe(2);
    await setup.app.db.execute(sql`delete from products where product_code = 'KEEP-2'`);
    expect(await count()).toBe(1);
    // Gone as it came, so the kept product count and code ranges stay true for the tests after.
    await setup.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from products where product_code = 'KEEP-HIDDEN'`);
    });
  });

  it('places a deep page of every product in code order by the kept code ranges, either way', async () => {
    const { rows } = await setup.app.db.execute<{ organisation_id: string }>(
      sql`select organisation_id from products where product_code = 'SRCH-PLENTY'`,
    );
    const organisationId = rows[0]!.organisation_id;
    await setup.app.db.execute(sql`insert into products (organisation_id, product_code, name)
      select ${organisationId}::uuid, 'DEEP-' || lpad(n::text, 4, '0'), '深いページ' from generate_series(1, 1500) n`);
    const walked = async (direction: 'asc' | 'desc', offset: number) =>
      (
        await setup.app.db.execute<{ product_code: string }>(sql`select product_code from products
          where organisation_id = ${organisationId}::uuid
          order by product_code ${sql.raw(direction)} offset ${offset} limit 20`)
      ).rows.map((row) => row.product_code);
    const total = Number(
      (
        await setup.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from products where organisation_id = ${organisationId}::uuid`,
        )
      ).rows[0]!.n,
    );
    for (const [direction, sort] of [
      ['asc', 'product_code'],
      ['desc', 'product_code'],
      ['asc', 'warehouse_code'],
    ] as const) {
      const page = await search({ sort, direction, page: 61 });
      expect(page.body.data).toMatchObject({ total, current_page: 61 });
      expect(codesOf(page)).toEqual(await walked(direction, 1200));
    }
    // The last page holds what is left; past it, nothing (and the total still).
    const last = Math.ceil(total / 20);
    const lastPage = await search({ direction: 'desc', page: last });
    expect(codesOf(lastPage)).toEqual(await walked('desc', (last - 1) * 20));
    const beyond = await search({ page: last + 1 });
    expect(beyond.body.data).toMatchObject({ total, data: [] });
  });

  it("never shows another organisation's stock", async () => {
    const theirs = await suzuki('POST', `${STOCKS}/search`, { keyword: 'SRCH-' });
    expect(theirs.body.data.total).toBe(0);
  });
});
