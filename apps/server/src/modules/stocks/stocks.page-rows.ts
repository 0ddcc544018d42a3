import type { StockListRow } from './stocks.repository.ts';

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
>;

/** A by-product list row with its stock rows (the expandable part), read in the page's query. */
export type StockProductPageRow = StockProductRow & { warehouses: StockOfProductRow[] };

type ProductColumns = Pick<
  StockProductRow,
  'product_id' | 'product_code' | 'product_name' | 'jan_code' | 'stock_threshold'
>;
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A row of the page's query: a product with one of its stock rows, or with none (all null). */
export type ProductStockRow = ProductColumns & {
  /**
   * The list's total when the page's statement knows it: the kept product count of an unfiltered
   * list, or the matches counted in a subquery of a list filtered on products. Else null.
   */
  list_total: number | null;
  /** For a list filtered on products, the generation its products were read at (migration 0024). */
  list_generation: string | null;
  stock_id: number | null;
} & Nullable<Omit<StockOfProductRow, 'id'>>;

/**
 * The page's products, each with its stock rows nested and summed: the rows come in page order,
 * a product's together (its warehouses in code order), so a product starts where the id changes.
 */
export function nestStockRows(rows: readonly ProductStockRow[]): StockProductPageRow[] {
  const products: StockProductPageRow[] = [];
  let current: StockProductPageRow | undefined;
  for (const row of rows) {
    if (current?.product_id !== row.product_id) {
      current = {
        product_id: row.product_id,
        product_code: row.product_code,
        product_name: row.product_name,
        jan_code: row.jan_code,
        stock_threshold: row.stock_threshold,
        on_hand: 0,
        allocated: 0,
        non_sellable: 0,
        in_process: 0,
        warehouses: [],
      };
      products.push(current);
    }
    if (row.stock_id === null) continue;
    const stock: StockOfProductRow = {
      id: row.stock_id,
      warehouse_id: row.warehouse_id!,
      warehouse_code: row.warehouse_code!,
      warehouse_name: row.warehouse_name!,
      on_hand: row.on_hand!,
      allocated: row.allocated!,
      non_sellable: row.non_sellable!,
      in_process: row.in_process!,
    };
    current.on_hand += stock.on_hand;
    current.allocated += stock.allocated;
    current.non_sellable += stock.non_sellable;
    current.in_process += stock.in_process;
    current.warehouses.push(stock);
  }
  return products;
}
