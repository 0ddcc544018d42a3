import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { store, storeWarehouse, type Api } from '../warehouses/warehouses.test-support.ts';

export * from '../warehouses/warehouses.test-support.ts';
export const STOCKS = '/api/stocks';

/** A product and a warehouse of the caller's organisation, ready to hold stock. */
export async function productAndWarehouse(api: Api, product: Record<string, unknown> = {}) {
  const created = await store(api, PRODUCTS, productBody(product));
  const warehouse = await storeWarehouse(api);
  return {
    product: created as unknown as { id: number; product_code: string },
    warehouse: warehouse as { id: number },
  };
}

/** Registers stock through the API; fails the test on anything but 201. */
export async function storeStock(
  api: Api,
  body: { product_id: number; warehouse_id: number; on_hand: number; non_sellable?: number },
) {
  return (await store(api, STOCKS, body)) as unknown as StockBody;
}

export type StockBody = {
  id: number;
  on_hand: number;
  allocated: number;
  available: number;
  non_sellable: number;
  version: number;
};

/** A stock row of `onHand` pieces in a new product × warehouse of the caller's organisation. */
export async function stockOf(api: Api, onHand: number, product: Record<string, unknown> = {}) {
  const { product: created, warehouse } = await productAndWarehouse(api, product);
  return storeStock(api, { product_id: created.id, warehouse_id: warehouse.id, on_hand: onHand });
}
