import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { heldAllocationsOf } from '../orders/index.ts';

// Orders, their lines and allocations as shipping reads them, in SQL on their names (the import
// boundaries keep other modules' Drizzle tables out). Only the orders module writes them, and it
// owns the order lock and the read of held allocations: shipping calls those (decision 041).

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

export async function findOrder(db: DbOrTx, scope: OrganisationScope, id: number) {
  const { rows } = await db.execute<OrderRecord>(sql`
    select o.id, o.order_number, o.status, o.cancelled_at, s.code as shop_code,
           o.recipient_name, o.recipient_kana, o.postal_code, o.prefecture, o.city, o.town,
           o.building, o.phone, o.delivery_date::text as delivery_date, o.delivery_time_slot
      from orders o left join shops s on s.id = o.shop_id
     where o.organisation_id = ${scope.organisationId} and o.id = ${id}`);
  return rows[0] ? toOrder(rows[0]) : null;
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
  const all = await heldAllocationsOf(
    db,
    scope,
    rows.map((row) => row.order_id),
  );
  return all.filter(
    (allocation) =>
      allocation.warehouseId === warehouseId && orderLineIds.includes(allocation.orderLineId),
  );
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
