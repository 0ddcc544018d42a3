import type { DeliveryCarrier, ShippingInstructionStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { groupedBy, textArray } from '../../db/sql.ts';

// 伝票番号の取込's read: the own-warehouse parcels a carrier's issued data names by order number.

/** An own-warehouse parcel a carrier's issued-data row may name. */
export type TrackableParcel = {
  instructionId: number;
  orderId: number;
  orderNumber: string;
  status: ShippingInstructionStatusCode;
  trackingNumber: string | null;
};

/**
 * The own-warehouse parcels of orders with these numbers going with `carrier`, open (出荷指示済,
 * 出荷作業中, 検品済) or shipped (a re-imported row), by order number.
 */
export async function trackableParcels(
  db: DbOrTx,
  scope: OrganisationScope,
  carrier: DeliveryCarrier,
  orderNumbers: readonly string[],
) {
  if (orderNumbers.length === 0) return new Map<string, TrackableParcel[]>();
  const { rows } = await db.execute<{
    instruction_id: number;
    order_id: number;
    order_number: string;
    status: ShippingInstructionStatusCode;
    tracking_number: string | null;
  }>(sql`
    select si.id as instruction_id, o.id as order_id, o.order_number, si.status,
           si.tracking_number
      from orders o
      join shipping_instructions si on si.order_id = o.id and si.organisation_id = o.organisation_id
      join warehouses w on w.id = si.warehouse_id and w.organisation_id = si.organisation_id
     where ${inScope('o', scope, sql`o.order_number = any(${textArray([...new Set(orderNumbers)])})`)}
       and o.delivery_carrier = ${carrier} and w.type = 'own'
       and si.status in ('accepted', 'working', 'inspected', 'shipped')
     order by si.id`);
  return groupedBy(
    rows,
    (row) => row.order_number,
    (row): TrackableParcel => ({
      instructionId: row.instruction_id,
      orderId: row.order_id,
      orderNumber: row.order_number,
      status: row.status,
      trackingNumber: row.tracking_number,
    }),
  );
}
