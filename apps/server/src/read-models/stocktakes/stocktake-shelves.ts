import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray, textArray } from '../../db/sql.ts';

/** A stock row's pieces per shelf now, with the shelves' codes (for a count's refusals). */
export type StockShelves = {
  pieces: Map<number, Map<number, number>>;
  codes: Map<number, string>;
};

/**
 * The shelves of `stockIds` as they stand (an apply reads them with the rows locked, so they
 * cannot move under it) and the codes of `locationIds`, which may hold none of them.
 */
export async function stockShelvesOf(
  db: DbOrTx,
  scope: OrganisationScope,
  stockIds: readonly number[],
  locationIds: readonly number[],
): Promise<StockShelves> {
  const pieces = new Map<number, Map<number, number>>(stockIds.map((id) => [id, new Map()]));
  const codes = new Map<number, string>();
  if (stockIds.length === 0) return { pieces, codes };
  const { rows: held } = await db.execute<{
    stock_id: number;
    location_id: number;
    on_hand: number;
  }>(sql`
    select sl.stock_id, sl.location_id, sl.on_hand from stock_locations sl
     where ${inScope('sl', scope, sql`sl.stock_id = any(${intArray(stockIds)})`)}`);
  for (const row of held) pieces.get(row.stock_id)?.set(row.location_id, row.on_hand);
  const { rows: named } = await db.execute<{ id: number; code: string }>(sql`
    select l.id, l.code from locations l
     where ${inScope('l', scope, sql`l.id = any(${intArray(locationIds)})`)}`);
  for (const row of named) codes.set(row.id, row.code);
  return { pieces, codes };
}

/** A sheet row's key: 商品コード and 棚番 ('' for 棚番未設定). */
export const sheetKey = (code: string, shelf: string) => `${code}\t${shelf}`;

/** The count's line ids of `productCodes`, keyed by 商品コード and 棚番 (what an import matches). */
export async function stocktakeLinesByCode(
  db: DbOrTx,
  scope: OrganisationScope,
  stocktakeId: number,
  productCodes: readonly string[],
) {
  const ids = new Map<string, number>();
  if (productCodes.length === 0) return ids;
  const { rows } = await db.execute<{ id: number; product_code: string; code: string | null }>(sql`
    select l.id, p.product_code, loc.code
      from stocktake_lines l
      join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
      left join locations loc on loc.organisation_id = l.organisation_id and loc.id = l.location_id
     where ${inScope('l', scope, sql`l.stocktake_id = ${stocktakeId} and p.product_code = any(${textArray(productCodes)})`)}`);
  for (const row of rows) ids.set(sheetKey(row.product_code, row.code ?? ''), row.id);
  return ids;
}
