import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { stockRowsHolding } from './stocks.repository.ts';

const heldMessage = (count: number) => `在庫（${count}件）が登録されているため削除できません`;

/** The warehouses' in-use check: a warehouse holding stock rows cannot be deleted. */
export async function stockUsingWarehouse(
  tx: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
) {
  const count = await stockRowsHolding(tx, scope, 'warehouse_id', warehouseId);
  return count > 0 ? heldMessage(count) : null;
}

/** The products' in-use check: a product with stock rows cannot be deleted. */
export async function stockUsingProduct(tx: DbOrTx, scope: OrganisationScope, productId: number) {
  const count = await stockRowsHolding(tx, scope, 'product_id', productId);
  return count > 0 ? heldMessage(count) : null;
}
