import {
  MASTER_NOT_FOUND,
  PRODUCT_MESSAGES,
  type SkuMappingDto,
  type SkuMappingFormValues,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import { findShopsByIds } from '../shops/index.ts';
import type { SkuMappingRow } from './products.table.ts';
import { findProduct, lockProduct } from './products.repository.ts';
import {
  deleteSkuMapping,
  findSkuMapping,
  insertSkuMapping,
  listSkuMappings,
} from './sku-mappings.repository.ts';

/** Told after a mapping of a product linked to an external warehouse was added or deleted. */
export type SkuMappingChanged = (
  db: DbOrTx,
  scope: OrganisationScope,
  change: { action: 'create' | 'delete'; productId: number; mapping: SkuMappingDto },
) => Promise<void>;

async function toDtos(db: DbOrTx, scope: OrganisationScope, rows: SkuMappingRow[]) {
  const shopIds = [...new Set(rows.map((row) => row.shopId))];
  const shops = new Map((await findShopsByIds(db, scope, shopIds)).map((s) => [s.id, s]));
  return rows.map((row): SkuMappingDto => {
    const shop = shops.get(row.shopId);
    return {
      id: row.id,
      productId: row.productId,
      shop: shop
        ? { id: shop.id, code: shop.code, name: shop.name }
        : { id: row.shopId, code: '', name: '' },
      shopSkuCode: row.shopSkuCode,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function listProductSkuMappings(
  db: Database,
  scope: OrganisationScope,
  productId: number,
) {
  if (!(await findProduct(db, scope, productId))) throw notFound(PRODUCT_MESSAGES.notFound);
  return toDtos(db, scope, await listSkuMappings(db, scope, productId));
}

/** Adds a row to the SKU対応表: the shop must be the organisation's, the code free at that shop. */
export async function storeSkuMapping(
  db: Database,
  scope: OrganisationScope,
  productId: number,
  values: SkuMappingFormValues,
  changed?: SkuMappingChanged,
) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, scope, productId);
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    const [shop] = await findShopsByIds(tx, scope, [values.shopId]);
    if (!shop) {
      throw new AppError('validation', INVALID_INPUT_MESSAGE, {
        fieldErrors: { shopId: [MASTER_NOT_FOUND.shop] },
      });
    }
    const [dto] = await toDtos(tx, scope, [await insertSkuMapping(tx, scope, productId, values)]);
    if (product.externalLinkedAt)
      await changed?.(tx, scope, { action: 'create', productId, mapping: dto! });
    return dto!;
  });
}

/** Deletes a row of the SKU対応表 (by its own id); another organisation's is a 404. */
export async function destroySkuMapping(
  db: Database,
  scope: OrganisationScope,
  id: number,
  changed?: SkuMappingChanged,
) {
  await db.transaction(async (tx) => {
    const found = await findSkuMapping(tx, scope, id);
    if (!found) throw notFound(PRODUCT_MESSAGES.skuMappingNotFound);
    const product = await lockProduct(tx, scope, found.productId);
    const deleted = await deleteSkuMapping(tx, scope, id);
    if (!deleted) throw notFound(PRODUCT_MESSAGES.skuMappingNotFound);
    const [dto] = await toDtos(tx, scope, [deleted]);
    if (product?.externalLinkedAt) {
      await changed?.(tx, scope, { action: 'delete', productId: found.productId, mapping: dto! });
    }
  });
}
