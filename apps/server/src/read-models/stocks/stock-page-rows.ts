import type { StockListRow } from './stock-rows.ts';

/** A product with its totals over the (filtered) warehouses. */
export type StockProductRow = Omit<
  StockListRow,
  'id' | 'warehouse_id' | 'warehouse_code' | 'warehouse_name' | 'version' | 'updated_at'
>;

/** A product's stock row in one warehouse, as the by-product page nests it. */
export type StockOfProductRow = Pick<
  StockListRow,
  | 'id'
  | 'warehouse_id'
  | 'warehouse_code'
  | 'warehouse_name'
  | 'on_hand'
  | 'allocated'
  | 'non_sellable'
  | 'in_process'
  | 'expired'
  | 'in_transit'
>;

/** A by-product list row with its stock rows (the expandable part), read in the page's query. */
export type StockProductPageRow = StockProductRow & { warehouses: StockOfProductRow[] };

/**
 * A stock row as the page's query gives it, a JSON array:
 * [id, warehouse_id, warehouse_code, warehouse_name, on_hand, allocated, non_sellable, in_process,
 * expired, in_transit].
 */
export type StockRowTuple = [
  number,
  number,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** A row of the page's query: a product with its stock rows (null for none). */
export type ProductStockRow = Pick<
  StockProductRow,
  'product_id' | 'product_code' | 'product_name' | 'jan_code' | 'stock_threshold'
> & {
  stock_rows: StockRowTuple[] | null;
};

/** The page's products, each with its stock rows nested and summed into its totals. */
export function nestStockRows(rows: readonly ProductStockRow[]): StockProductPageRow[] {
  return rows.map((row) => {
    const product: StockProductPageRow = {
      product_id: row.product_id,
      product_code: row.product_code,
      product_name: row.product_name,
      jan_code: row.jan_code,
      stock_threshold: row.stock_threshold,
      on_hand: 0,
      allocated: 0,
      non_sellable: 0,
      in_process: 0,
      expired: 0,
      in_transit: 0,
      warehouses: [],
    };
    for (const [
      id,
      warehouseId,
      code,
      name,
      onHand,
      allocated,
      nonSellable,
      inProcess,
      expired,
      inTransit,
    ] of row.stock_rows ?? []) {
      product.on_hand += onHand;
      product.allocated += allocated;
      product.non_sellable += nonSellable;
      product.in_process += inProcess;
      product.expired += expired;
      product.in_transit += inTransit;
      product.warehouses.push({
        id,
        warehouse_id: warehouseId,
        warehouse_code: code,
        warehouse_name: name,
        on_hand: onHand,
        allocated,
        non_sellable: nonSellable,
        in_process: inProcess,
        expired,
        in_transit: inTransit,
      });
    }
    return product;
  });
}
