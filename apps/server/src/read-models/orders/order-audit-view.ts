import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// An order as its 変更履歴 compares it (orders, order_lines, products): what the operator typed,
// not what allocation moves.

/** The order as its audit trail compares it: recipient, delivery details, its live lines
 * the orders it is merged with (同梱) and the order it was split from (分割). */
export async function orderView(db: DbOrTx, scope: OrganisationScope, id: number) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select o.shop_id as "shopId", o.order_number as "orderNumber", o.ordered_at as "orderedAt",
           o.recipient_name as "recipientName", o.recipient_kana as "recipientKana",
           o.postal_code as "postalCode", o.prefecture, o.city, o.town, o.building, o.phone,
           o.delivery_date as "deliveryDate", o.delivery_time_slot as "deliveryTimeSlot",
           o.delivery_method as "deliveryMethod", o.delivery_carrier as "deliveryCarrier",
           o.cool_type as "coolType", o.cod_amount as "codAmount", o.gift,
           o.delivery_note as "deliveryNote", o.shipping_fee as "shippingFee",
           o.cod_fee as "codFee", o.note,
           (select string_agg(p.product_code || ' × ' || l.quantity || ' @' || l.unit_price, ', '
                              order by l.line_number)
              from order_lines l
              join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
             where l.order_id = o.id and l.cancelled_at is null) as lines,
           (select string_agg(m.order_number, ', ' order by m.id) from orders m
             where m.organisation_id = o.organisation_id and m.merge_group = o.merge_group
               and m.id <> o.id) as "mergedWith",
           (select f.order_number from orders f
             where f.organisation_id = o.organisation_id and f.id = o.split_from_order_id)
             as "splitFrom"
      from orders o
     where ${inScope('o', scope, sql`o.id = ${id}`)}`);
  return rows[0] ?? null;
}
