import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, textArray } from '../../db/sql.ts';

/** A product a count covers, with its on_hand in the warehouse now (0 without a stock row). */
export type StocktakeCandidate = { productId: number; productCode: string; onHand: number };

/**
 * The products a new count of `warehouseId` covers (every product of the organisation, or those
 * matching the keyword / listed by code) with their on_hand — one statement, so every figure is
 * of one moment: the count's start (decision 069).
 */
export async function stocktakeCandidates(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  filter: { keyword: string | null; codes: readonly string[] | null },
): Promise<StocktakeCandidate[]> {
  const keyword = filter.keyword
    ? sql`(p.product_code ilike ${containsPattern(filter.keyword)} or p.name ilike ${containsPattern(filter.keyword)})`
    : undefined;
  const codes = filter.codes ? sql`p.product_code = any(${textArray(filter.codes)})` : undefined;
  const { rows } = await db.execute<{ product_id: number; product_code: string; on_hand: number }>(
    sql`select p.id as product_id, p.product_code, coalesce(s.on_hand, 0) as on_hand
          from products p
          left join stocks s on s.organisation_id = p.organisation_id
                            and s.product_id = p.id and s.warehouse_id = ${warehouseId}
         where ${allOf([inScope('p', scope), keyword, codes])}
         order by p.product_code`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    productCode: row.product_code,
    onHand: row.on_hand,
  }));
}
