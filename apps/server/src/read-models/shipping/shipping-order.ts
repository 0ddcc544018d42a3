import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// The order an instruction is sent for, with its shop's code (orders, shops). Only the orders
// module writes it (decision 041); shipping reads it here.

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

/** An order's recipient and shop as an instruction sends them to the warehouse. */
export async function shippingOrder(db: DbOrTx, scope: OrganisationScope, id: number) {
  const { rows } = await db.execute<OrderRecord>(sql`
    select o.id, o.order_number, o.status, o.cancelled_at, s.code as shop_code,
           o.recipient_name, o.recipient_kana, o.postal_code, o.prefecture, o.city, o.town,
           o.building, o.phone, o.delivery_date::text as delivery_date, o.delivery_time_slot
      from orders o left join shops s on s.id = o.shop_id
     where ${inScope('o', scope, sql`o.id = ${id}`)}`);
  return rows[0] ? toOrder(rows[0]) : null;
}
