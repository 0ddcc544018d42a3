import { SHIPPING_MESSAGES as M, type ShippingActionResult } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { lockOrders } from '../orders/index.ts';
import type { ShippingActor } from './shipping-instructions.ts';

// What 引当管理's bulk shipping actions share: the locked checked orders, the answer, and the
// warehouse work queued per warehouse.

export type Skipped = ShippingActionResult['skipped'];

/** The checked orders, locked; an id of another organisation (or none) is a 404. */
export async function lockedOrders(tx: Tx, actor: ShippingActor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const orders = await lockOrders(tx, actor.scope, unique);
  if (orders.length !== unique.length) throw notFound(M.orderNotFound);
  return orders;
}

export const result = (
  message: string,
  changed: number,
  skipped: Skipped,
): ShippingActionResult => ({
  message,
  changed,
  skipped,
});

/** Queued warehouse work, one process per warehouse. */
export class PerWarehouse {
  readonly ids = new Map<number, number[]>();
  add(warehouseId: number, id: number) {
    this.ids.set(warehouseId, [...(this.ids.get(warehouseId) ?? []), id]);
  }
}
