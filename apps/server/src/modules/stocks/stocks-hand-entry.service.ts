import {
  isExternalWarehouseType,
  STOCK_MESSAGES as M,
  type StockAdjustValues,
  type StockDto,
  type StockStoreValues,
  type WarehouseType,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { ownProductIds } from '../products/index.ts';
import { findWarehouse } from '../warehouses/index.ts';
import { showStock } from './stocks-lists.repository.ts';
import { adjustStock } from './stock-changes.ts';
import { registerStock, stockRefusal, type StockActor } from './stocks.service.ts';

/**
 * /stocks/register: the initial stock; a product or warehouse not of the organisation is a 422, and
 * so is an external warehouse: its figures come from the warehouse (receipts, 在庫差異; decision 042).
 */
export async function storeStock(
  db: Database,
  actor: StockActor,
  values: StockStoreValues,
): Promise<StockDto> {
  const [ownProducts, warehouse] = await Promise.all([
    ownProductIds(db, actor.scope, [values.productId]),
    findWarehouse(db, actor.scope, values.warehouseId),
  ]);
  if (!ownProducts.has(values.productId)) throw stockRefusal(M.productNotFound, 'productId');
  if (!warehouse) throw stockRefusal(M.warehouseNotFound, 'warehouseId');
  // The column holds a WarehouseType: the warehouse form's schema admits no other.
  if (isExternalWarehouseType(warehouse.type as WarehouseType)) {
    throw stockRefusal(M.externalByHand, 'warehouseId');
  }
  const row = await db.transaction((tx) =>
    registerStock(tx, actor, { ...values }, { note: values.note }),
  );
  return showStock(db, actor.scope, row.id);
}

/** /stocks/{id}/edit: a new figure or a delta, with its reason, at the version the form loaded. */
export async function adjustStockFromForm(
  db: Database,
  actor: StockActor,
  id: number,
  values: StockAdjustValues,
): Promise<StockDto> {
  const target = values.mode === 'set' ? { to: values.quantity } : { by: values.quantity };
  if (values.mode === 'set' && values.quantity < 0) throw stockRefusal(M.negativeOnHand(0));
  await db.transaction((tx) =>
    adjustStock(
      tx,
      actor,
      id,
      target,
      { reason: values.reason, note: values.note },
      values.version,
    ),
  );
  return showStock(db, actor.scope, id);
}
