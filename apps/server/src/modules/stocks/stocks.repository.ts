import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// The stock list's and the 在庫差異 list's reads join products and warehouses: they are the read
// model's (read-models/stocks, decision 051).

/** How many stock rows hold a warehouse or a product (their delete's in-use check). */
export async function stockRowsHolding(
  db: DbOrTx,
  scope: OrganisationScope,
  column: 'warehouse_id' | 'product_id',
  id: number,
) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from stocks
     where ${inScope('stocks', scope)} and ${sql.raw(column)} = ${id}`);
  return rows[0]?.total ?? 0;
}
