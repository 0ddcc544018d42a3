import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { productCodesByShopSku, productIdsByCode } from '../products/index.ts';
import { findShopsByIdsOrCodes } from '../shops/index.ts';

// The shops and products an order names, read by their owners (decision 051).

export type ShopRef = { id: number; code: string };

/** The organisation's shops named by the ids and codes (another organisation's are not found). */
export async function shopsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
  codes: readonly string[],
) {
  const rows: ShopRef[] = await findShopsByIdsOrCodes(db, scope, ids, codes);
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    byCode: new Map(rows.map((row) => [row.code, row])),
  };
}

export { productCodesByShopSku, productIdsByCode };
