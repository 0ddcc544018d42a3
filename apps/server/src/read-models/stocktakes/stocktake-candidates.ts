import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, intArray, textArray } from '../../db/sql.ts';

/**
 * A line a count covers: a product on a shelf (null: 棚番未設定) with its pieces there now (0
 * when it is only expected there, as its 標準棚番).
 */
export type StocktakeCandidate = {
  productId: number;
  productCode: string;
  locationId: number | null;
  onHand: number;
};

/**
 * The lines of a new count of `warehouseId` (decision 069): the products (every product of the
 * organisation, or those matching the keyword / listed by code) per shelf holding or expected to
 * hold them — limited to `locationIds` when given. A whole-warehouse count adds each product's
 * 棚番未設定 (on_hand less its shelves) when it has pieces there or no shelf line at all, so a
 * warehouse without shelves has one line per product with its on_hand, as before shelves. One
 * statement, so every figure is of one moment: the count's start.
 */
export async function stocktakeCandidates(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  filter: {
    keyword: string | null;
    codes: readonly string[] | null;
    locationIds: readonly number[] | null;
  },
): Promise<StocktakeCandidate[]> {
  const keyword = filter.keyword
    ? sql`(p.product_code ilike ${containsPattern(filter.keyword)} or p.name ilike ${containsPattern(filter.keyword)})`
    : undefined;
  const codes = filter.codes ? sql`p.product_code = any(${textArray(filter.codes)})` : undefined;
  const shelves = filter.locationIds
    ? sql`location_id = any(${intArray(filter.locationIds)})`
    : sql`true`;
  const unplaced = filter.locationIds
    ? sql``
    : sql`union all
        select c.id, null, c.on_hand - coalesce(sum(h.on_hand), 0)::int
          from covered c left join held h on h.product_id = c.id
         group by c.id, c.on_hand
        having c.on_hand > coalesce(sum(h.on_hand), 0)
            or not exists (select 1 from shelved x where x.product_id = c.id)`;
  const { rows } = await db.execute<{
    product_id: number;
    product_code: string;
    location_id: number | null;
    on_hand: number;
  }>(
    sql`with covered as (
          select p.id, p.product_code, coalesce(s.on_hand, 0) as on_hand, s.id as stock_id
            from products p
            left join stocks s on s.organisation_id = p.organisation_id
                              and s.product_id = p.id and s.warehouse_id = ${warehouseId}
           where ${allOf([inScope('p', scope), keyword, codes])}),
        held as (
          select c.id as product_id, sl.location_id, sl.on_hand
            from covered c
            join stock_locations sl on sl.stock_id = c.stock_id
           where ${inScope('sl', scope)}),
        expected as (
          select pl.product_id, pl.location_id
            from product_locations pl join covered c on c.id = pl.product_id
           where ${inScope('pl', scope, sql`pl.warehouse_id = ${warehouseId}`)}),
        shelved as (
          select product_id, location_id, sum(on_hand)::int as on_hand from (
            select product_id, location_id, on_hand from held
            union all select product_id, location_id, 0 from expected) x
           where ${shelves}
           group by product_id, location_id),
        lines as (
          select product_id, location_id, on_hand from shelved
          ${unplaced})
        select l.product_id, c.product_code, l.location_id, l.on_hand
          from lines l join covered c on c.id = l.product_id
          left join locations loc on loc.id = l.location_id
         order by loc.route_order nulls last, loc.code, c.product_code`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    productCode: row.product_code,
    locationId: row.location_id,
    onHand: row.on_hand,
  }));
}
