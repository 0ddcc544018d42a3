import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { syncedRecords } from '../../resource/synced-records.ts';
import { products } from './products.table.ts';

// The product jobs' side of the table: they read what to send and write only external_linked_at.

const synced = syncedRecords(products, products.productCode);

/** The organisation's products among `ids`, by code (others' and missing ids are simply absent). */
export const findProductsForSync = synced.among;

/** Every product of the organisation (code, name, state, link), by code: product search compares them. */
export async function listProductsForSync(db: DbOrTx, scope: OrganisationScope) {
  return db
    .select({
      productCode: products.productCode,
      name: products.name,
      salesStatus: products.salesStatus,
      externalLinkedAt: products.externalLinkedAt,
    })
    .from(products)
    .where(inScope(products.organisationId, scope))
    .orderBy(asc(products.productCode));
}

/**
 * Marks the products with these codes as accepted by an external warehouse (the first time only):
 * their codes are fixed from then on. Not a user edit: version and updated_at stay.
 */
export const markProductsLinked = (
  db: DbOrTx,
  scope: OrganisationScope,
  codes: readonly string[],
) =>
  synced.markByCodes(db, scope, codes, {
    externalLinkedAt: sql`coalesce(${products.externalLinkedAt}, clock_timestamp())`,
  });

/** The product's code, for a SKU mapping sent to a warehouse. */
export async function productCodeOf(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select({ productCode: products.productCode })
    .from(products)
    .where(inScope(products.organisationId, scope, eq(products.id, id)));
  return row?.productCode;
}
