import { MASTER_NOT_FOUND, SHOP_LOGO_MESSAGES, type ShopLogoDto } from '@logi/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import { inspectLogo } from './logo-image.ts';
import { shopLogos, type ShopLogoRow } from './shop-logos.table.ts';
import { findShop } from './shops.repository.ts';

// A shop's 納品書 logo (decision 056): kept, replaced, removed and served for the organisation's
// own shops only; another organisation's shop is a 404 like any record of theirs.

const SUMMARY = {
  shopId: shopLogos.shopId,
  contentType: shopLogos.contentType,
  width: shopLogos.width,
  height: shopLogos.height,
  updatedAt: shopLogos.updatedAt,
};

const toDto = (row: Omit<ShopLogoRow, 'data' | 'organisationId'>): ShopLogoDto => ({
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  updatedAt: row.updatedAt.toISOString(),
});

const ofScope = (scope: OrganisationScope, shopId: number) =>
  inScope(shopLogos.organisationId, scope, eq(shopLogos.shopId, shopId));

async function requireShop(db: DbOrTx, scope: OrganisationScope, shopId: number) {
  if (!(await findShop(db, scope, shopId))) throw notFound(MASTER_NOT_FOUND.shop);
}

/** Keeps the file as the shop's logo, replacing any before it; a bad file changes nothing. */
export async function saveShopLogo(
  db: Database,
  scope: OrganisationScope,
  shopId: number,
  bytes: Buffer,
): Promise<ShopLogoDto> {
  await requireShop(db, scope, shopId);
  const image = inspectLogo(bytes);
  const values = { ...image, data: bytes, updatedAt: new Date() };
  const [row] = await db
    .insert(shopLogos)
    .values({ organisationId: scope.organisationId, shopId, ...values })
    .onConflictDoUpdate({ target: shopLogos.shopId, set: values })
    .returning(SUMMARY);
  return toDto(row!);
}

/** Removes the shop's logo; a shop without one is left as it is. */
export async function removeShopLogo(db: Database, scope: OrganisationScope, shopId: number) {
  await requireShop(db, scope, shopId);
  await db.delete(shopLogos).where(ofScope(scope, shopId));
}

/** The logo's bytes and type; 404 when the shop is not the organisation's or has none. */
export async function shopLogoImage(db: Database, scope: OrganisationScope, shopId: number) {
  const [row] = await db
    .select({ contentType: shopLogos.contentType, data: shopLogos.data })
    .from(shopLogos)
    .where(ofScope(scope, shopId));
  if (!row) throw notFound(SHOP_LOGO_MESSAGES.notFound);
  return row;
}

/** The logos (without their bytes) of the shops that have one, by shop id. */
export async function shopLogoSummaries(
  db: DbOrTx,
  scope: OrganisationScope,
  shopIds: readonly number[],
): Promise<Map<number, ShopLogoDto>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select(SUMMARY)
    .from(shopLogos)
    .where(inScope(shopLogos.organisationId, scope, inArray(shopLogos.shopId, [...shopIds])));
  return new Map(rows.map((row) => [row.shopId, toDto(row)]));
}
