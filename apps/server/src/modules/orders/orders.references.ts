import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';

// Shops and products belong to other modules: read here in SQL on their table names (the import
// boundaries keep other modules' Drizzle tables out).

export type ShopRef = { id: number; code: string };

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
// Texts as one array parameter: a file may name more codes than a statement takes parameters.
const textArray = (texts: readonly string[]) => sql.param([...new Set(texts)]);

/** The organisation's shops named by the ids and codes (another organisation's are not found). */
export async function shopsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
  codes: readonly string[],
) {
  const { rows } = await db.execute<ShopRef>(
    sql`select id, code from shops where organisation_id = ${scope.organisationId}
        and (id = any(${intArray(ids)}::int[]) or code = any(${textArray(codes)}::text[]))`,
  );
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    byCode: new Map(rows.map((row) => [row.code, row])),
  };
}

/** Product ids by code, the organisation's own only. */
export async function productIdsByCode(
  db: DbOrTx,
  scope: OrganisationScope,
  codes: readonly string[],
) {
  if (codes.length === 0) return new Map<string, number>();
  const { rows } = await db.execute<{ id: number; product_code: string }>(
    sql`select id, product_code from products where organisation_id = ${scope.organisationId}
        and product_code = any(${textArray(codes)}::text[])`,
  );
  return new Map(rows.map((row) => [row.product_code, row.id]));
}
