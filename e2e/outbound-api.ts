import type { APIRequestContext } from '@playwright/test';
import { HEADERS } from '@logi/warehouse-api';
import { SIM_DEMO_ACCOUNT, simControl } from '@logi/warehouse-sim';
import { expect } from './fixtures.ts';
import { simControlToken } from '../playwright.config.ts';
import { simUrl } from './ports.ts';

// The outbound flow's set-up and reads through the API (outbound.spec.ts): the products it ships,
// the warehouse's figures adopted, a stock row's figures.

export const sim = simControl(simUrl, simControlToken);
export const api = { 'x-requested-with': 'XMLHttpRequest' };

export async function post(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { headers: api, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

/** The product form's fields an e2e product takes unless told otherwise: on sale, stock-managed. */
const PRODUCT_DEFAULTS = {
  price: 1000,
  cost: 400,
  sales_status: 'on_sale',
  stock_managed: true,
  stock_threshold: 0,
  rsl_linked: false,
  temperature_zone: 'ambient',
  is_dangerous: false,
  lot_managed: false,
  serial_managed: false,
};

/** A new product through the API: its code and name, and any field that differs from the defaults. */
export async function storeProduct(
  request: APIRequestContext,
  fields: { product_code: string; name: string } & Record<string, unknown>,
): Promise<{ id: number }> {
  return post(request, '/api/products/store', { ...PRODUCT_DEFAULTS, ...fields });
}

export async function rslWarehouse(request: APIRequestContext) {
  const warehouses = await post(request, '/api/warehouses/search', { per_page: 100 });
  return (warehouses.data as { id: number; code: string }[]).find(
    (row) => row.code === 'RSL-ICHIKAWA',
  )!;
}

/** Two new products stocked only in the simulator's warehouse (so the group's 2nd is chosen). */
export async function productsAtRsl(request: APIRequestContext, prefix: string) {
  const rsl = await rslWarehouse(request);
  const codes = [`${prefix}-A`, `${prefix}-B`];
  const ids: number[] = [];
  for (const code of codes) {
    const product = await storeProduct(request, {
      product_code: code,
      name: `出荷テスト ${code}`,
    });
    ids.push(product.id);
  }
  // The warehouse knows both; it holds 10 of each.
  const registered = await fetch(`${simUrl}/v1/products`, {
    method: 'POST',
    headers: {
      [HEADERS.apiKey]: SIM_DEMO_ACCOUNT.apiKey,
      [HEADERS.apiSecret]: SIM_DEMO_ACCOUNT.apiSecret,
      [HEADERS.requestId]: `e2e-outbound-${prefix}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      products: codes.map((code) => ({ productCode: code, name: code, salesStatus: '販売中' })),
    }),
  });
  expect(registered.status).toBe(202);
  await sim.setInventory(SIM_DEMO_ACCOUNT.apiKey, [
    { productCode: codes[0]!, quantity: 10 },
    { productCode: codes[1]!, quantity: 10 },
  ]);
  // An external warehouse's stock comes from the warehouse (decision 042): fetched and adopted.
  await adoptWarehouseFigures(request, prefix, codes);
  // Then the warehouse finds only 1 of B (we still count 10): B's order comes back 出荷不可.
  await sim.setInventory(SIM_DEMO_ACCOUNT.apiKey, [{ productCode: codes[1]!, quantity: 1 }]);
  return { codes, ids, rsl };
}

/** 在庫差異: fetch the RSL warehouse's figures and adopt those of `codes`. */
export async function adoptWarehouseFigures(
  request: APIRequestContext,
  prefix: string,
  codes: string[],
) {
  const rsl = await rslWarehouse(request);
  await post(request, '/api/stocks/diff/fetch', { warehouse_id: rsl.id });
  await expect
    .poll(async () => {
      const response = await request.get('/api/processes/get', { headers: api });
      return (await response.json()).data.active_count as number;
    })
    .toBe(0);
  const reports = await post(request, '/api/stocks/diff/search', {
    warehouse_id: rsl.id,
    keyword: prefix,
  });
  const chosen = (reports.data as { id: number; product_code: string }[]).filter((row) =>
    codes.includes(row.product_code),
  );
  expect(chosen).toHaveLength(codes.length);
  await post(request, '/api/stocks/diff/adopt', { report_ids: chosen.map((row) => row.id) });
}

export async function figures(request: APIRequestContext, code: string) {
  const rows = (
    await post(request, '/api/stocks/search', {
      stock_type: 'stockByWarehouse',
      keyword: code,
      per_page: 100,
    })
  ).data as { warehouse_code: string; on_hand: number; allocated: number }[];
  const row = rows.find((candidate) => candidate.warehouse_code === 'RSL-ICHIKAWA')!;
  return { onHand: row.on_hand, allocated: row.allocated };
}
