import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { intArray } from '../../../db/sql.ts';

/** An order under its lock: what allocation plans by (shop, age) and shipping answers with. */
export type LockedOrder = {
  id: number;
  orderNumber: string;
  status: OrderStatusCode;
  shopId: number;
  /** ordered_at as PostgreSQL's text: exact to the microsecond, for a batch cursor. */
  orderedAt: string;
  epoch: number;
};

export type LockedOrderRecord = {
  id: number;
  order_number: string;
  status: OrderStatusCode;
  shop_id: number;
  ordered_at: string;
  epoch: number;
};

/** The columns of a LockedOrder, for a statement that locks orders its own way (SKIP LOCKED). */
export const LOCKED_ORDER_COLUMNS = sql.raw(`id, order_number, status, shop_id,
  ordered_at::text as ordered_at, extract(epoch from ordered_at)::float8 as epoch`);

export const toLockedOrder = (row: LockedOrderRecord): LockedOrder => ({
  id: row.id,
  orderNumber: row.order_number,
  status: row.status,
  shopId: row.shop_id,
  orderedAt: row.ordered_at,
  epoch: row.epoch,
});

/**
 * THE order lock: the organisation's orders among `ids`, whatever their status, locked in id
 * order — allocation, shipping and the commands all take it, so they never deadlock each other.
 */
export async function lockOrders(
  tx: Tx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<LockedOrder[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<LockedOrderRecord>(sql`
    select ${LOCKED_ORDER_COLUMNS} from orders
     where ${inScope('orders', scope, sql`orders.id = any(${intArray(ids)})`)}
     order by id
     for update`);
  return rows.map(toLockedOrder);
}
