import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { releaseStock, shipStock, type StockActor } from '../stocks/index.ts';

// Orders, their lines and allocations belong to the orders module's tables: read and changed here
// in SQL on their names (the import boundaries keep other modules' Drizzle tables out). Shipping
// owns the statuses instructed / shipped / on_hold / ng / cancelled, shipped_qty and the
// allocation state 'shipped'; stock moves only through the stock service.

export type ShippingOrder = {
  id: number;
  orderNumber: string;
  status: OrderStatusCode;
  cancelledAt: Date | null;
  shopCode: string | null;
  recipientName: string;
  recipientKana: string | null;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string | null;
  building: string | null;
  phone: string;
  deliveryDate: string | null;
  deliveryTimeSlot: string | null;
};

type OrderRecord = {
  id: number;
  order_number: string;
  status: OrderStatusCode;
  cancelled_at: Date | null;
  shop_code: string | null;
  recipient_name: string;
  recipient_kana: string | null;
  postal_code: string;
  prefecture: string;
  city: string;
  town: string | null;
  building: string | null;
  phone: string;
  delivery_date: string | null;
  delivery_time_slot: string | null;
};

const toOrder = (row: OrderRecord): ShippingOrder => ({
  id: row.id,
  orderNumber: row.order_number,
  status: row.status,
  cancelledAt: row.cancelled_at,
  shopCode: row.shop_code,
  recipientName: row.recipient_name,
  recipientKana: row.recipient_kana,
  postalCode: row.postal_code,
  prefecture: row.prefecture,
  city: row.city,
  town: row.town,
  building: row.building,
  phone: row.phone,
  deliveryDate: row.delivery_date,
  deliveryTimeSlot: row.delivery_time_slot,
});

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The organisation's orders among `ids`, locked in id order (allocation locks them the same way). */
export async function lockOrders(tx: Tx, scope: OrganisationScope, ids: readonly number[]) {
  const { rows } = await tx.execute<OrderRecord>(sql`
    select o.id, o.order_number, o.status, o.cancelled_at, s.code as shop_code,
           o.recipient_name, o.recipient_kana, o.postal_code, o.prefecture, o.city, o.town,
           o.building, o.phone, o.delivery_date::text as delivery_date, o.delivery_time_slot
      from orders o left join shops s on s.id = o.shop_id
     where o.organisation_id = ${scope.organisationId} and o.id = any(${intArray(ids)}::int[])
     order by o.id for update of o`);
  return rows.map(toOrder);
}

export async function findOrder(db: DbOrTx, scope: OrganisationScope, id: number) {
  const { rows } = await db.execute<OrderRecord>(sql`
    select o.id, o.order_number, o.status, o.cancelled_at, s.code as shop_code,
           o.recipient_name, o.recipient_kana, o.postal_code, o.prefecture, o.city, o.town,
           o.building, o.phone, o.delivery_date::text as delivery_date, o.delivery_time_slot
      from orders o left join shops s on s.id = o.shop_id
     where o.organisation_id = ${scope.organisationId} and o.id = ${id}`);
  return rows[0] ? toOrder(rows[0]) : null;
}

export type ActiveAllocation = {
  id: number;
  orderId: number;
  orderLineId: number;
  productId: number;
  warehouseId: number;
  stockId: number;
  quantity: number;
};

/** The orders' active allocations on live lines, by line and id. */
export async function activeAllocations(
  db: DbOrTx,
  scope: OrganisationScope,
  orderIds: readonly number[],
): Promise<ActiveAllocation[]> {
  const { rows } = await db.execute<{
    id: string | number;
    order_id: number;
    order_line_id: number;
    product_id: number;
    warehouse_id: number;
    stock_id: number;
    quantity: number;
  }>(sql`
    select a.id, a.order_id, a.order_line_id, l.product_id, a.warehouse_id, a.stock_id, a.quantity
      from order_allocations a join order_lines l on l.id = a.order_line_id
     where a.organisation_id = ${scope.organisationId} and a.state = 'active'
       and a.order_id = any(${intArray(orderIds)}::int[])
     order by l.line_number, a.id`);
  return rows.map((row) => ({
    id: Number(row.id),
    orderId: row.order_id,
    orderLineId: row.order_line_id,
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    stockId: row.stock_id,
    quantity: row.quantity,
  }));
}

/** The active allocations of some lines in one warehouse (what an instruction holds). */
export async function allocationsOfLines(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  orderLineIds: readonly number[],
) {
  const { rows } = await db.execute<{ order_id: number }>(sql`
    select distinct order_id from order_lines
     where organisation_id = ${scope.organisationId} and id = any(${intArray(orderLineIds)}::int[])`);
  const all = await activeAllocations(
    db,
    scope,
    rows.map((row) => row.order_id),
  );
  return all.filter(
    (allocation) =>
      allocation.warehouseId === warehouseId && orderLineIds.includes(allocation.orderLineId),
  );
}

const reference = (orderId: number) => ({ type: 'order', id: orderId });

/**
 * Gives back `quantity` pieces of an allocation (all when omitted) through the stock service: the
 * row is released whole, or shrinks and a released row records the pieces given back.
 */
export async function releaseAllocation(
  tx: Tx,
  actor: StockActor,
  allocation: ActiveAllocation,
  note: string,
  quantity = allocation.quantity,
) {
  if (quantity <= 0) return;
  await releaseStock(tx, actor, allocation.stockId, quantity, {
    reference: reference(allocation.orderId),
    note,
  });
  if (quantity >= allocation.quantity) {
    await tx.execute(sql`update order_allocations set state = 'released', ended_at = now()
                          where id = ${allocation.id}`);
  } else {
    await tx.execute(sql`update order_allocations set quantity = quantity - ${quantity}
                          where id = ${allocation.id}`);
    await tx.execute(sql`
      insert into order_allocations (organisation_id, order_id, order_line_id, warehouse_id,
             stock_id, quantity, method, priority, rank, reason, state, created_by, ended_at)
      select organisation_id, order_id, order_line_id, warehouse_id, stock_id, ${quantity},
             method, priority, rank, reason, 'released', ${actor.userId}, now()
        from order_allocations where id = ${allocation.id}`);
  }
  await tx.execute(sql`update order_lines set allocated_qty = allocated_qty - ${Math.min(quantity, allocation.quantity)}
                        where id = ${allocation.orderLineId}`);
}

/** Ships an allocation whole through the stock service (on_hand and allocated both fall). */
export async function shipAllocation(
  tx: Tx,
  actor: StockActor,
  allocation: ActiveAllocation,
  note: string,
  occurredAt?: Date,
) {
  await shipStock(tx, actor, allocation.stockId, allocation.quantity, {
    reference: reference(allocation.orderId),
    note,
    ...(occurredAt && { occurredAt }),
  });
  await tx.execute(sql`update order_allocations set state = 'shipped', ended_at = now()
                        where id = ${allocation.id}`);
  await tx.execute(sql`update order_lines set shipped_qty = shipped_qty + ${allocation.quantity}
                        where id = ${allocation.orderLineId}`);
}

/** Cancels order lines (their allocations are released by the caller first). */
export async function cancelOrderLines(
  tx: Tx,
  scope: OrganisationScope,
  lineIds: readonly number[],
) {
  await tx.execute(sql`update order_lines set cancelled_at = now()
     where organisation_id = ${scope.organisationId} and id = any(${intArray(lineIds)}::int[])
       and cancelled_at is null`);
}

/** Marks the order キャンセル. */
export async function cancelOrder(tx: Tx, scope: OrganisationScope, orderId: number) {
  await tx.execute(sql`update orders set cancelled_at = coalesce(cancelled_at, now())
     where organisation_id = ${scope.organisationId} and id = ${orderId}`);
}

export type RecipientFix = {
  recipientName: string;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string | null;
  phone: string;
};

/** お届け先 corrected from the 出荷不可リスト; the operator has checked it, so no mismatch flag stays. */
export async function updateRecipient(
  tx: Tx,
  scope: OrganisationScope,
  orderId: number,
  fix: RecipientFix,
) {
  await tx.execute(sql`update orders set recipient_name = ${fix.recipientName},
       postal_code = ${fix.postalCode}, prefecture = ${fix.prefecture}, city = ${fix.city},
       town = ${fix.town}, building = ${fix.building}, phone = ${fix.phone},
       postal_mismatch = false, version = version + 1, updated_at = now()
     where organisation_id = ${scope.organisationId} and id = ${orderId}`);
}

/** Product codes and names by id (the contract names products by code). */
export async function productsByIds(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  const { rows } = await db.execute<{ id: number; product_code: string; name: string }>(sql`
    select id, product_code, name from products
     where organisation_id = ${scope.organisationId} and id = any(${intArray([...new Set(ids)])}::int[])`);
  return new Map(rows.map((row) => [row.id, { code: row.product_code, name: row.name }]));
}

export type ShippingWarehouse = { id: number; name: string; isOwn: boolean };

export async function warehousesByIds(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
) {
  const { rows } = await db.execute<{ id: number; name: string; type: string }>(sql`
    select id, name, type from warehouses
     where organisation_id = ${scope.organisationId} and id = any(${intArray([...new Set(ids)])}::int[])`);
  return new Map<number, ShippingWarehouse>(
    rows.map((row) => [row.id, { id: row.id, name: row.name, isOwn: row.type === 'own' }]),
  );
}
