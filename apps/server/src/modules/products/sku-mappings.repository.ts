import { and, asc, eq, sql } from 'drizzle-orm';
import type { SkuMappingFormValues } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { textArray } from '../../db/sql.ts';
import { products, SKU_MAPPING_UNIQUE, skuMappings } from './products.table.ts';

// A shop SKU code already mapped at the shop is a field error (既に使用されています).
const CONSTRAINT_FIELDS = {
  [SKU_MAPPING_UNIQUE]: 'shopSkuCode',
  sku_mappings_shop_fk: 'shopId',
};

/** The product's SKU対応表, oldest first. */
export async function listSkuMappings(db: DbOrTx, scope: OrganisationScope, productId: number) {
  return db
    .select()
    .from(skuMappings)
    .where(inScope(skuMappings.organisationId, scope, eq(skuMappings.productId, productId)))
    .orderBy(asc(skuMappings.id));
}

export async function findSkuMapping(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(skuMappings)
    .where(inScope(skuMappings.organisationId, scope, eq(skuMappings.id, id)));
  return row;
}

export async function insertSkuMapping(
  db: DbOrTx,
  scope: OrganisationScope,
  productId: number,
  values: SkuMappingFormValues,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .insert(skuMappings)
        .values({ ...values, productId, organisationId: scope.organisationId })
        .returning(),
    CONSTRAINT_FIELDS,
  );
  if (!row) throw new Error('SKU mapping insert returned no row');
  return row;
}

export async function deleteSkuMapping(db: DbOrTx, scope: OrganisationScope, id: number) {
  const deleted = await db
    .delete(skuMappings)
    .where(inScope(skuMappings.organisationId, scope, eq(skuMappings.id, id)))
    .returning();
  return deleted[0];
}

/** Our product codes of a shop's SKU codes that are mapped (a mall file's SKUs, decision 061). */
export async function productCodesByShopSku(
  db: DbOrTx,
  scope: OrganisationScope,
  shopId: number,
  shopSkuCodes: readonly string[],
): Promise<Map<string, string>> {
  if (shopSkuCodes.length === 0) return new Map();
  const rows = await db
    .select({ sku: skuMappings.shopSkuCode, code: products.productCode })
    .from(skuMappings)
    .innerJoin(products, eq(products.id, skuMappings.productId))
    .where(
      inScope(
        skuMappings.organisationId,
        scope,
        and(
          eq(skuMappings.shopId, shopId),
          sql`${skuMappings.shopSkuCode} = any(${textArray([...new Set(shopSkuCodes)])})`,
        ),
      ),
    );
  return new Map(rows.map((row) => [row.sku, row.code]));
}
