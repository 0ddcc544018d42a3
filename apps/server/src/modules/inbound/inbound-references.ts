import { INBOUND_MESSAGES as M } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';

// The records a schedule or a return names belong to other modules: read here in SQL on their
// table names (the import boundaries keep other modules' Drizzle tables out).

/** A 422 on one field (the field of a line is `lines.{index}.productId`). */
export const refusal = (field: string, message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });

export type InboundWarehouse = { id: number; name: string; isOwn: boolean; inUse: boolean };

export async function findInboundWarehouse(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<InboundWarehouse | undefined> {
  const { rows } = await db.execute<{ id: number; name: string; type: string; in_use: boolean }>(
    sql`select id, name, type, in_use from warehouses
        where organisation_id = ${scope.organisationId} and id = ${id}`,
  );
  const row = rows[0];
  return row && { id: row.id, name: row.name, isOwn: row.type === 'own', inUse: row.in_use };
}

/** The warehouse a schedule or a return may name: the organisation's, and 利用する. */
export async function usableWarehouse(db: DbOrTx, scope: OrganisationScope, id: number) {
  const warehouse = await findInboundWarehouse(db, scope, id);
  if (!warehouse) throw refusal('warehouseId', M.warehouseNotFound);
  if (!warehouse.inUse) throw refusal('warehouseId', M.warehouseNotInUse);
  return warehouse;
}

async function existsIn(
  db: DbOrTx,
  table: 'vendors' | 'suppliers' | 'shops',
  scope: OrganisationScope,
  id: number,
) {
  const { rows } = await db.execute(
    sql`select 1 from ${sql.identifier(table)} where organisation_id = ${scope.organisationId} and id = ${id}`,
  );
  return rows.length > 0;
}

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
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from products where organisation_id = ${scope.organisationId}
        and id = any(${`{${productIds.join(',')}}`}::int[])`,
  );
  const known = new Set(rows.map((row) => row.id));
  const stranger = productIds.findIndex((id) => !known.has(id));
  if (stranger >= 0) throw refusal(`lines.${stranger}.productId`, M.productNotFound);
}

/** Product ids by code (for the warehouse's results, which name products by code). */
export async function productIdsByCode(
  db: DbOrTx,
  scope: OrganisationScope,
  codes: readonly string[],
) {
  if (codes.length === 0) return new Map<string, number>();
  const { rows } = await db.execute<{ id: number; product_code: string }>(
    sql`select id, product_code from products where organisation_id = ${scope.organisationId}
        and product_code in (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.product_code, row.id]));
}

/** The vendor code an external warehouse knows the schedule's vendor by. */
export async function vendorCodeOf(db: DbOrTx, scope: OrganisationScope, vendorId: number) {
  const { rows } = await db.execute<{ vendor_code: string }>(
    sql`select vendor_code from vendors where organisation_id = ${scope.organisationId} and id = ${vendorId}`,
  );
  return rows[0]?.vendor_code ?? null;
}
