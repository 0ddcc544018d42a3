import { INBOUND_MESSAGES as M, STOCK_MESSAGES } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { ownProductIds, productIdsByCode } from '../products/index.ts';
import { findShopsByIds } from '../shops/index.ts';
import { findSuppliersByIds } from '../suppliers/index.ts';
import { findVendor } from '../vendors/index.ts';
import { findWarehouse } from '../warehouses/index.ts';

// The records a schedule or a return names belong to other modules: their owners read them
// (decision 051).

/** A 422 on one field (the field of a line is `lines.{index}.productId`). */
export const refusal = (field: string, message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });

export type InboundWarehouse = { id: number; name: string; isOwn: boolean; inUse: boolean };

export async function findInboundWarehouse(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<InboundWarehouse | undefined> {
  const row = await findWarehouse(db, scope, id);
  return row && { id: row.id, name: row.name, isOwn: row.type === 'own', inUse: row.inUse };
}

/** The warehouse a schedule or a return may name: the organisation's, and 利用する. */
export async function usableWarehouse(db: DbOrTx, scope: OrganisationScope, id: number) {
  const warehouse = await findInboundWarehouse(db, scope, id);
  if (!warehouse) throw refusal('warehouseId', M.warehouseNotFound);
  if (!warehouse.inUse) throw refusal('warehouseId', M.warehouseNotInUse);
  return warehouse;
}

const EXISTS_IN = {
  vendors: async (db: DbOrTx, scope: OrganisationScope, id: number) =>
    (await findVendor(db, scope, id)) !== undefined,
  suppliers: async (db: DbOrTx, scope: OrganisationScope, id: number) =>
    (await findSuppliersByIds(db, scope, [id])).length > 0,
  shops: async (db: DbOrTx, scope: OrganisationScope, id: number) =>
    (await findShopsByIds(db, scope, [id])).length > 0,
};

const existsIn = (
  db: DbOrTx,
  table: keyof typeof EXISTS_IN,
  scope: OrganisationScope,
  id: number,
) => EXISTS_IN[table](db, scope, id);

/** Vendor for an external warehouse, supplier for an own one (the other is dropped). */
export async function partnerFor(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouse: InboundWarehouse,
  values: { vendorId?: number | null; supplierId?: number | null },
) {
  if (warehouse.isOwn) {
    if (!values.supplierId) throw refusal('supplierId', M.supplierRequired);
    if (!(await existsIn(db, 'suppliers', scope, values.supplierId)))
      throw refusal('supplierId', M.supplierNotFound);
    return { vendorId: null, supplierId: values.supplierId };
  }
  if (!values.vendorId) throw refusal('vendorId', M.vendorRequired);
  if (!(await existsIn(db, 'vendors', scope, values.vendorId)))
    throw refusal('vendorId', M.vendorNotFound);
  return { vendorId: values.vendorId, supplierId: null };
}

export async function checkShop(db: DbOrTx, scope: OrganisationScope, shopId?: number | null) {
  if (shopId && !(await existsIn(db, 'shops', scope, shopId)))
    throw refusal('shopId', M.shopNotFound);
}

/** Every product of the lines must be the organisation's: the first stranger is a 422 on its line. */
export async function checkProducts(
  db: DbOrTx,
  scope: OrganisationScope,
  productIds: readonly number[],
) {
  const known = await ownProductIds(db, scope, productIds);
  const stranger = productIds.findIndex((id) => !known.has(id));
  if (stranger >= 0) throw refusal(`lines.${stranger}.productId`, M.productNotFound);
}

/** Product ids by code (for the warehouse's results, which name products by code). */
export { productIdsByCode };

/** The vendor code an external warehouse knows the schedule's vendor by. */
export async function vendorCodeOf(db: DbOrTx, scope: OrganisationScope, vendorId: number) {
  return (await findVendor(db, scope, vendorId))?.vendorCode ?? null;
}

/**
 * A receipt line's lot (decision 065): a ロット管理 product's needs ロット番号 and 賞味期限, another
 * product's may have neither (refused on `field`.lotNo / .expiresOn). `strict` false (the
 * warehouse's results) drops what a product does not keep instead of refusing it.
 */
export function lotFor(
  lotManaged: boolean,
  input: { lotNo?: string | null; expiresOn?: string | null },
  field: string,
  strict = true,
) {
  const lotNo = input.lotNo?.trim() || null;
  const expiresOn = input.expiresOn || null;
  if (!lotManaged) {
    if (strict && (lotNo || expiresOn))
      throw refusal(`${field}.${lotNo ? 'lotNo' : 'expiresOn'}`, STOCK_MESSAGES.lotNotManaged);
    return null;
  }
  if (!lotNo) throw refusal(`${field}.lotNo`, STOCK_MESSAGES.lotRequired);
  if (!expiresOn) throw refusal(`${field}.expiresOn`, STOCK_MESSAGES.expiryRequired);
  return { lotNo, expiresOn };
}
