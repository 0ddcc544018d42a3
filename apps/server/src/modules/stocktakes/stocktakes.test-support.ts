import { productBody, PRODUCTS } from '../products/products.test-support.ts';
import { RELOCATE, storeLocation } from '../stocks/stock-locations.test-support.ts';
import { storeStock, storeWarehouse } from '../stocks/stocks.test-support.ts';
import { store, type Api } from '../../test/masters.test-support.ts';

export const STOCKTAKES = '/api/stocktakes';
let sequence = 0;

/**
 * An own warehouse with `figures.length` products of a code prefix no other test uses, each with
 * that on_hand there (null: no stock row at all), for a count limited to them by keyword.
 */
export async function countableWorld(api: Api, figures: readonly (number | null)[]) {
  const warehouse = await storeWarehouse(api);
  const prefix = `TAKE${String(++sequence).padStart(2, '0')}${crypto.randomUUID().slice(0, 4)}`;
  const products: { id: number; code: string; stockId: number | null }[] = [];
  for (const [index, onHand] of figures.entries()) {
    const code = `${prefix}-${index + 1}`;
    const product = await store(api, PRODUCTS, productBody({ product_code: code }));
    const stock =
      onHand === null
        ? null
        : await storeStock(api, {
            product_id: product.id,
            warehouse_id: warehouse.id,
            on_hand: onHand,
          });
    products.push({ id: product.id, code, stockId: stock?.id ?? null });
  }
  return { warehouse, prefix, products };
}

/** Starts a count of the world's products (by keyword); fails the test on anything but 201. */
export async function startCount(api: Api, warehouseId: number, keyword: string) {
  const response = await api('POST', `${STOCKTAKES}/store`, { warehouse_id: warehouseId, keyword });
  if (response.status !== 201) throw new Error(`start failed: ${JSON.stringify(response.body)}`);
  return response.body.data as { id: number; line_count: number; status: string };
}

/** The count's lines by product code (the last line of a product on several shelves). */
export async function linesOf(api: Api, id: number, filter = 'all') {
  const response = await api('POST', `${STOCKTAKES}/lines/${id}`, { filter, per_page: 100 });
  const lines = response.body.data.data as {
    id: number;
    product_code: string;
    location_code: string | null;
    expected: number;
    counted: number | null;
    difference: number | null;
    current_on_hand: number;
  }[];
  return new Map(lines.map((line) => [line.product_code, line]));
}

/** The count's lines along the walk, keyed `棚番 商品コード` (棚番 '-' for 棚番未設定). */
export async function shelfLinesOf(api: Api, id: number) {
  const response = await api('POST', `${STOCKTAKES}/lines/${id}`, { per_page: 100 });
  const lines = response.body.data.data as {
    id: number;
    product_code: string;
    location_code: string | null;
    expected: number;
    counted: number | null;
    current_on_hand: number;
  }[];
  return new Map(lines.map((line) => [`${line.location_code ?? '-'} ${line.product_code}`, line]));
}

/**
 * An own warehouse with shelves A-01 (順路 10) and B-01 (順路 20): product 1 has 10 on A-01 (its
 * 標準棚番) of which 3 are moved to B-01, product 2 has 5 on B-01 (its 標準棚番), product 3 has
 * 4 on no shelf (棚番未設定).
 */
export async function shelvedCountWorld(api: Api) {
  const warehouse = await storeWarehouse(api);
  const prefix = `SHELF${String(++sequence).padStart(2, '0')}${crypto.randomUUID().slice(0, 4)}`;
  const codes = [1, 2, 3].map((n) => `${prefix}-${n}`);
  const products = [];
  for (const code of codes)
    products.push(await store(api, PRODUCTS, productBody({ product_code: code })));
  const a = await storeLocation(api, warehouse.id, 'A-01', { product_codes: [codes[0]] });
  const b = await storeLocation(api, warehouse.id, 'B-01', {
    route_order: 20,
    product_codes: [codes[1]],
  });
  const stocks = [];
  for (const [index, onHand] of [10, 5, 4].entries()) {
    const body = { product_id: products[index]!.id, warehouse_id: warehouse.id, on_hand: onHand };
    stocks.push(await storeStock(api, body));
  }
  await relocate(api, stocks[0]!.id, a.id, b.id, 3);
  return { warehouse, prefix, codes, a, b, stocks };
}

/** 棚移動 of `quantity` pieces; fails the test on anything but 200. */
export async function relocate(
  api: Api,
  stockId: number,
  from: number,
  to: number,
  quantity: number,
) {
  const body = { stock_id: stockId, from_location_id: from, to_location_id: to, quantity };
  const response = await api('POST', RELOCATE, body);
  if (response.status !== 200) throw new Error(`relocate failed: ${JSON.stringify(response.body)}`);
}
