import { addDays, todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { exportCsv, SUZUKI, twoOrganisations } from '../../test/masters.test-support.ts';
import { outboundWorld, type OutboundWorld } from '../allocation/allocation.test-support.ts';

// 賞味期限管理 and the stock list's 期限切れ figure over HTTP against the real database (decision
// 073): lots received through the stock service, near or past their 賞味期限.

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const SEARCH = '/api/stocks/expiry/search';
const inDays = (days: number) => addDays(todayJst(), days);
const csvRows = (bytes: Buffer) => parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));

type ExpiryRow = { lot_no: string; days_left: number; expires_on: string; on_hand: number };
const lotsOf = (body: { data: { data: ExpiryRow[] } }) =>
  body.data.data.map((row) => [row.lot_no, row.days_left]);

let w: OutboundWorld;
beforeAll(async () => {
  const { rows } = await setup.app.db.execute<{ organisation_id: string }>(sql`
    select ou.organisation_id from organisation_user ou join users u on u.id = ou.user_id
     where u.email = 'suzuki@test-shoji.example' limit 1`);
  w = await outboundWorld(setup.app.db, { organisationId: rows[0]!.organisation_id });
  await w.lots(0, 0, [
    ['L-OLD', inDays(-1), 5],
    ['L-TODAY', inDays(0), 2],
    ['L-NEAR', inDays(10), 3],
    ['L-FAR', inDays(60), 4],
  ]);
  await w.lots(1, 1, [
    ['B-NEAR', inDays(5), 1],
    ['B-OLD', inDays(-30), 2],
  ]);
});

describe('賞味期限管理 /api/stocks/expiry', () => {
  it('lists near lots within the organisation’s days and expired ones apart, first expiry first', async () => {
    const near = await suzuki('POST', SEARCH, {});
    expect(near.status).toBe(200);
    expect(near.body.data).toMatchObject({ warning_days: 30, today: todayJst(), total: 3 });
    expect(lotsOf(near.body)).toEqual([
      ['L-TODAY', 0],
      ['B-NEAR', 5],
      ['L-NEAR', 10],
    ]);
    expect(near.body.data.data[0]).toMatchObject({
      product_code: w.productCodes[0],
      product_name: '商品1',
      warehouse_name: '東京倉庫',
      expires_on: inDays(0),
      on_hand: 2,
      allocated: 0,
    });
    const expired = await suzuki('POST', SEARCH, { state: 'expired' });
    expect(lotsOf(expired.body)).toEqual([
      ['B-OLD', -30],
      ['L-OLD', -1],
    ]);
  });

  it('pages on the server and filters by warehouse and product keyword', async () => {
    const second = await suzuki('POST', SEARCH, { per_page: 2, page: 2 });
    expect(second.body.data).toMatchObject({ total: 3, current_page: 2 });
    expect(lotsOf(second.body)).toEqual([['L-NEAR', 10]]);
    const osaka = await suzuki('POST', SEARCH, { warehouse_id: w.warehouseIds[1] });
    expect(lotsOf(osaka.body)).toEqual([['B-NEAR', 5]]);
    const byCode = await suzuki('POST', SEARCH, { state: 'expired', keyword: w.productCodes[0] });
    expect(lotsOf(byCode.body)).toEqual([['L-OLD', -1]]);
  });

  it('follows 期限切れ間近の日数 of 引当処理設定', async () => {
    const settings = (await suzuki('GET', '/api/allocation/settings')).body.data;
    const saved = await suzuki('PUT', '/api/allocation/settings', {
      ...settings,
      expiry_warning_days: 60,
      updated_at: undefined,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const near = await suzuki('POST', SEARCH, {});
    expect(near.body.data.warning_days).toBe(60);
    expect(lotsOf(near.body).map(([lot]) => lot)).toEqual(['L-TODAY', 'B-NEAR', 'L-NEAR', 'L-FAR']);
  });

  it('shows another organisation none of its lots, and refuses a bad view in Japanese', async () => {
    const other = await yamada('POST', SEARCH, { state: 'expired' });
    expect(other.status).toBe(200);
    expect(other.body.data.total).toBe(0);
    const foreignWarehouse = await yamada('POST', SEARCH, { warehouse_id: w.warehouseIds[0] });
    expect(foreignWarehouse.body.data.data).toEqual([]);
    const bad = await suzuki('POST', SEARCH, { state: 'old', per_page: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['per_page', 'state']);
  });

  it('exports the view as CSV in the list’s order', async () => {
    const csv = await exportCsv(setup.app, SUZUKI, '/api/stocks/expiry/export', {
      state: 'expired',
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = csvRows(csv.bytes);
    expect(header).toEqual([
      '商品コード',
      '商品名',
      '倉庫コード',
      '倉庫名',
      'ロット番号',
      '賞味期限',
      '残り日数',
      '実在庫数',
      '引当数',
    ]);
    expect(rows.map((row) => [row[4], row[6], row[7]])).toEqual([
      ['B-OLD', '-30', '2'],
      ['L-OLD', '-1', '5'],
    ]);
  });
});

describe('在庫一覧: 引当可能数 without the expired lots’ free pieces', () => {
  it('shows 期限切れ per stock row and per product, and leaves it out of 引当可能数', async () => {
    const { rows } = await setup.app.db.execute<{ id: number }>(sql`
      select id from stocks where product_id = ${w.productIds[0]!}
         and warehouse_id = ${w.warehouseIds[0]!}`);
    const shown = await suzuki('GET', `/api/stocks/show/${rows[0]!.id}`);
    expect(shown.body.data).toMatchObject({ on_hand: 14, allocated: 0, expired: 5, available: 9 });
    const byWarehouse = await suzuki('POST', '/api/stocks/search', {
      stock_type: 'stockByWarehouse',
      keyword: w.productCodes[1],
    });
    expect(byWarehouse.body.data.data).toEqual([
      expect.objectContaining({ on_hand: 3, expired: 2, available: 1, in_transit: 0 }),
    ]);
    const byProduct = await suzuki('POST', '/api/stocks/search', {
      stock_type: 'stockByProduct',
      sort: 'available',
      keyword: w.productCodes[0],
    });
    expect(byProduct.body.data.data[0]).toMatchObject({ on_hand: 14, expired: 5, available: 9 });
    const csv = await exportCsv(setup.app, SUZUKI, '/api/stocks/export', {
      stock_type: 'stockByWarehouse',
      keyword: w.productCodes[0],
    });
    const [header, row] = csvRows(csv.bytes);
    const at = (title: string) => row![header!.indexOf(title)];
    expect([at('引当可能数'), at('期限切れ'), at('移動中')]).toEqual(['9', '5', '0']);
  });

  it('shows 期限切れ on each warehouse row of the by-product page and in its product totals', async () => {
    type Row = { product_code: string; warehouses: { warehouse_id: number; expired: number }[] };
    // The product search's page (code order), unfiltered and by keyword: both read the rows alike.
    for (const filter of [{}, { keyword: w.productCodes[0] }]) {
      const page = await suzuki('POST', '/api/stocks/search', {
        stock_type: 'stockByProduct',
        ...filter,
      });
      const rows = page.body.data.data as Row[];
      const first = rows.find((row) => row.product_code === w.productCodes[0]);
      expect(first).toMatchObject({ on_hand: 14, expired: 5, available: 9, in_transit: 0 });
      const expiredAt = first!.warehouses.filter((row) => row.expired !== 0);
      expect(expiredAt).toEqual([
        expect.objectContaining({ warehouse_id: w.warehouseIds[0], expired: 5, available: 9 }),
      ]);
    }
    const second = await suzuki('POST', '/api/stocks/search', {
      stock_type: 'stockByProduct',
      keyword: w.productCodes[1],
    });
    expect(second.body.data.data[0]).toMatchObject({ on_hand: 3, expired: 2, available: 1 });
  });
});
