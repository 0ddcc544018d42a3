import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// 商品一覧's columns from other modules: a product's supplier and its stock totals (実在庫数,
// 引当可能数 across the warehouses). The page reads them in its own statement (productPage's
// fields, decision 050), so they are SQL on the product as `products`; one product reads them apart.

export type StockTotals = { onHand: number; available: number };
export type SupplierRef = { id: number; code: string; name: string };

// Correlated subqueries: PostgreSQL runs them after the page's limit. The outer columns are spelt
// with their table: a bare name inside a subquery would mean the subquery's own column.
export const SUPPLIER_OF_PRODUCT = sql<SupplierRef | null>`(select json_build_object('id', s.id, 'code', s.code, 'name', s.name)
    from suppliers s where s.organisation_id = products.organisation_id and s.id = products.supplier_id)`;

export const STOCK_TOTALS_OF_PRODUCT = sql<StockTotals | null>`(select json_build_object('onHand', sum(st.on_hand)::int,
      'available', sum(st.on_hand - st.allocated)::int)
    from stocks st where st.organisation_id = products.organisation_id and st.product_id = products.id
    having count(*) > 0)`;

/**
 * On-hand and available (引当可能数 = on hand − allocated) across the warehouses, per product of
 * `productIds`, in one aggregate query (a product's page, a write's answer).
 */
export async function stockTotalsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  productIds: number[],
): Promise<Map<number, StockTotals>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.execute<{ product_id: number; on_hand: number; available: number }>(sql`
    select product_id, sum(on_hand)::int as on_hand, sum(on_hand - allocated)::int as available
      from stocks
     where ${inScope('stocks', scope)}
       and product_id in (${sql.join(
         productIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     group by product_id`);
  return new Map(
    rows.map((row) => [row.product_id, { onHand: row.on_hand, available: row.available }]),
  );
}
