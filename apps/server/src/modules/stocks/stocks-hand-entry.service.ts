import {
  isExternalWarehouseType,
  STOCK_MESSAGES as M,
  type StockAdjustValues,
  type StockDto,
  type StockStoreValues,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { showStock } from './stocks-lists.repository.ts';
import { productAndWarehouseExist } from './stocks.repository.ts';
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
  const exists = await productAndWarehouseExist(
    db,
    actor.scope,
    values.productId,
    values.warehouseId,
  );
  if (!exists.product) throw stockRefusal(M.productNotFound, 'productId');
  if (!exists.warehouse) throw stockRefusal(M.warehouseNotFound, 'warehouseId');
  if (exists.warehouse_type && isExternalWarehouseType(exists.warehouse_type)) {
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
