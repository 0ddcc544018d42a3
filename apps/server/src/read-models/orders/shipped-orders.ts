import {
  DELIVERY_CARRIER_VALUES,
  DELIVERY_CARRIERS,
  type DeliveryCarrier,
  type DeliveryMethod,
  type ShipmentFileRequest,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// The 出荷連携ファイル's orders: one shop's 出荷済 orders with a tracking number, by ship date.

/** One shipped order for a mall's file: its carrier as ours when the recorded name is one of ours. */
export type ShippedOrder = {
  orderNumber: string;
  shippedOn: string;
  carrier: DeliveryCarrier | null;
  carrierName: string | null;
  trackingNumber: string;
  method: DeliveryMethod | null;
};

type ShippedOrderSql = {
  order_number: string;
  shipped_on: string;
  carrier: string | null;
  delivery_carrier: DeliveryCarrier | null;
  tracking_number: string;
  delivery_method: DeliveryMethod | null;
};

const OURS_BY_LABEL = new Map<string, DeliveryCarrier>(
  DELIVERY_CARRIER_VALUES.map((carrier) => [DELIVERY_CARRIERS[carrier], carrier]),
);

/** The parcel's carrier: the name the warehouse recorded wins over the one chosen at intake. */
function carrierOf(row: ShippedOrderSql): DeliveryCarrier | null {
  if (row.carrier === null) return row.delivery_carrier;
  return OURS_BY_LABEL.get(row.carrier.trim()) ?? null;
}

/** The shop's shipped orders between the two days (both included), oldest shipment first. */
export async function shippedOrdersOfShop(
  db: DbOrTx,
  scope: OrganisationScope,
  { shopId, shippedFrom, shippedTo }: ShipmentFileRequest,
): Promise<ShippedOrder[]> {
  const { rows } = await db.execute<ShippedOrderSql>(sql`
    select coalesce(f.order_number, o.order_number) as order_number, to_char(o.shipped_on, 'YYYY-MM-DD') as shipped_on, o.carrier,
           o.delivery_carrier, o.tracking_number, o.delivery_method
      from orders o
      -- A split's second shipment is reported under the mall's own order number (decision 072).
      left join orders f on f.organisation_id = o.organisation_id and f.id = o.split_from_order_id
     where ${inScope('o', scope)} and o.shop_id = ${shopId} and o.status = 'shipped'
       and o.shipped_on between ${shippedFrom}::date and ${shippedTo}::date
       and coalesce(o.tracking_number, '') <> ''
     order by o.shipped_on, 1`);
  return rows.map((row) => ({
    orderNumber: row.order_number,
    shippedOn: row.shipped_on,
    carrier: carrierOf(row),
    carrierName: row.carrier,
    trackingNumber: row.tracking_number,
    method: row.delivery_method,
  }));
}
