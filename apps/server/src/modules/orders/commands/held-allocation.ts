import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { intArray } from '../../../db/sql.ts';

/** An active allocation as the commands act on it and shipping instructs it. */
export type HeldAllocation = {
  id: number;
  orderId: number;
  orderLineId: number;
  productId: number;
  warehouseId: number;
  stockId: number;
  quantity: number;
  /** The lot it holds (ロット管理 products), else null: release and shipping move that lot. */
  lotNo: string | null;
};

export const orderReference = (orderId: number) => ({ type: 'order', id: orderId });
/** The lot an allocation's stock change names (none for a product without ロット管理). */
export const lotOf = (allocation: HeldAllocation) =>
  allocation.lotNo === null ? {} : { lot: { lotNo: allocation.lotNo } };

/**
 * THE read of what some orders hold: their active allocations, by order, line and id. Read under
 * the orders' lock (lockOrders) when the caller acts on them.
 */
export async function heldAllocationsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  orderIds: readonly number[],
): Promise<HeldAllocation[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: string | number;
    order_id: number;
    order_line_id: number;
    product_id: number;
    warehouse_id: number;
    stock_id: number;
    quantity: number;
    lot_no: string | null;
  }>(sql`
    select a.id, a.order_id, a.order_line_id, l.product_id, a.warehouse_id, a.stock_id, a.quantity,
           a.lot_no
      from order_allocations a join order_lines l on l.id = a.order_line_id
     where ${inScope('a', scope, sql`a.state = 'active'`, sql`a.order_id = any(${intArray(orderIds)})`)}
     order by a.order_id, l.line_number, a.id`);
  return rows.map((row) => ({
    id: Number(row.id),
    orderId: row.order_id,
    orderLineId: row.order_line_id,
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    stockId: row.stock_id,
    quantity: row.quantity,
    lotNo: row.lot_no,
  }));
}

/** The active allocations held on some order lines (an instruction's lines). */
export async function heldAllocationsOfLines(
  db: DbOrTx,
  scope: OrganisationScope,
  orderLineIds: readonly number[],
): Promise<HeldAllocation[]> {
  const { rows } = await db.execute<{ order_id: number }>(sql`
    select distinct l.order_id from order_lines l
     where ${inScope('l', scope, sql`l.id = any(${intArray(orderLineIds)}::int[])`)}`);
  const held = await heldAllocationsOf(
    db,
    scope,
    rows.map((row) => row.order_id),
  );
  return held.filter((allocation) => orderLineIds.includes(allocation.orderLineId));
}
