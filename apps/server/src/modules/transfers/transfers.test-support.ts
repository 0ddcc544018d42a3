import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { store, storeStock, storeWarehouse, type Api } from '../stocks/stocks.test-support.ts';

export const TRANSFERS = '/api/transfers';

export type TransferBody = {
  id: number;
  number: string;
  status: string;
  in_transit_quantity: number;
  receiving_schedule_id: number | null;
  version: number;
  lines: {
    product_id: number;
    quantity: number;
    received_quantity: number;
    returned_quantity: number;
    in_transit_quantity: number;
  }[];
};

/** Two own warehouses and `figures.length` products, each with that on_hand at the first one. */
export async function transferWorld(api: Api, figures: readonly number[]) {
  const source = await storeWarehouse(api);
  const destination = await storeWarehouse(api);
  const products: { id: number; code: string; stockId: number }[] = [];
  for (const onHand of figures) {
    const product = await store(api, PRODUCTS, productBody());
    const stock = await storeStock(api, {
      product_id: product.id,
      warehouse_id: source.id,
      on_hand: onHand,
    });
    products.push({ id: product.id, code: product.product_code as string, stockId: stock.id });
  }
  return { source, destination, products };
}

/** The on_hand of a product in a warehouse (0 when no row). */
export async function onHandAt(db: Database, warehouseId: number, productId: number) {
  const { rows } = await db.execute<{ on_hand: number }>(
    sql`select on_hand from stocks where warehouse_id = ${warehouseId} and product_id = ${productId}`,
  );
  return rows[0]?.on_hand ?? 0;
}

/** The transfer's ledger rows: warehouse, on_hand delta, reason (in id order). */
export async function ledgerOf(db: Database, transferId: number) {
  const { rows } = await db.execute<{ warehouse_id: number; delta: number; reason: string }>(sql`
    select s.warehouse_id, m.on_hand_delta as delta, m.reason, m.kind
      from stock_movements m join stocks s on s.id = m.stock_id
     where m.reference_type = 'stock_transfer' and m.reference_id = ${String(transferId)}
     order by m.id`);
  return rows;
}
