import { productBody, PRODUCTS } from '../products/products.test-support.ts';
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

/** The count's lines by product code. */
export async function linesOf(api: Api, id: number, filter = 'all') {
  const response = await api('POST', `${STOCKTAKES}/lines/${id}`, { filter, per_page: 100 });
  const lines = response.body.data.data as {
    id: number;
    product_code: string;
    expected: number;
    counted: number | null;
    difference: number | null;
    current_on_hand: number;
  }[];
  return new Map(lines.map((line) => [line.product_code, line]));
}
