/**
 * A stock row as the by-product page's query gives it, a JSON array:
 * [id, warehouse_id, warehouse_code, warehouse_name, on_hand, allocated, non_sellable, in_process,
 * expired, in_transit]; the stocks module sums and maps it into the DTO in one pass.
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

/** A product of the by-product page, as its page's query gives it. */
export type ProductRow = {
  product_id: number;
  product_code: string;
  product_name: string;
  jan_code: string | null;
  stock_threshold: number;
};

/** A product of the by-product page with its stock rows (null for none). */
export type ProductStockRow = ProductRow & { stock_rows: StockRowTuple[] | null };
