import type {
  DeliveryCarrier,
  DeliveryMethod,
  InspectionParcelDto,
  OrderStatusCode,
  ShippingInstructionStatusCode,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray, isoOrNull, textArray } from '../../db/sql.ts';

// 検品's and 伝票番号の取込's read model: instructions with their order, warehouse type, batch and
// products, found by the scanned code or by the order numbers of a carrier's issued data.

/** An instruction as 検品 finds it by its code: any warehouse, any status (the caller judges). */
export type ParcelCandidate = Omit<InspectionParcelDto, 'status' | 'lines'> & {
  instructionStatus: ShippingInstructionStatusCode;
  ownWarehouse: boolean;
};

type CandidateRow = {
  instruction_id: number;
  instruction_number: string;
  instruction_status: ShippingInstructionStatusCode;
  order_id: number;
  order_number: string;
  recipient_name: string;
  delivery_carrier: DeliveryCarrier | null;
  delivery_method: DeliveryMethod | null;
  batch_id: number | null;
  batch_number: string | null;
  inspected_at: Date | string | null;
  own_warehouse: boolean;
};

async function candidatesWhere(db: DbOrTx, scope: OrganisationScope, condition: SQL) {
  const { rows } = await db.execute<CandidateRow>(sql`
    select si.id as instruction_id, si.number as instruction_number,
           si.status as instruction_status, o.id as order_id, o.order_number, o.recipient_name,
           o.delivery_carrier, o.delivery_method, pb.id as batch_id, pb.number as batch_number,
           si.inspected_at, w.type = 'own' as own_warehouse
      from shipping_instructions si
      join orders o on o.id = si.order_id and o.organisation_id = si.organisation_id
      join warehouses w on w.id = si.warehouse_id and w.organisation_id = si.organisation_id
      left join picking_batch_instructions pbi
        on pbi.instruction_id = si.id and pbi.organisation_id = si.organisation_id
      left join picking_batches pb on pb.id = pbi.batch_id and pb.organisation_id = si.organisation_id
     where ${inScope('si', scope, condition)}
     order by si.id`);
  return rows.map((row): ParcelCandidate => ({
    instructionId: row.instruction_id,
    instructionNumber: row.instruction_number,
    instructionStatus: row.instruction_status,
    orderId: row.order_id,
    orderNumber: row.order_number,
    recipientName: row.recipient_name,
    deliveryCarrier: row.delivery_carrier,
    deliveryMethod: row.delivery_method,
    batchId: row.batch_id,
    batchNumber: row.batch_number,
    inspectedAt: isoOrNull(row.inspected_at),
    ownWarehouse: row.own_warehouse,
  }));
}

/** The instructions whose number, or whose order's number, is the scanned code. */
export async function parcelCandidatesByCode(db: DbOrTx, scope: OrganisationScope, code: string) {
  return candidatesWhere(
    db,
    scope,
    sql`(si.number = ${code} or si.order_id in (
          select id from orders where ${inScope('orders', scope, sql`order_number = ${code}`)}))`,
  );
}

/** One instruction of the organisation as 検品 shows it (null when there is none). */
export async function parcelCandidate(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [found] = await candidatesWhere(db, scope, sql`si.id = ${id}`);
  return found ?? null;
}

export type InspectionLine = InspectionParcelDto['lines'][number];

/** The instructions' pieces per product (a product on two lines counts once), by instruction. */
export async function parcelLines(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  const byInstruction = new Map<number, InspectionLine[]>();
  if (ids.length === 0) return byInstruction;
  const { rows } = await db.execute<{
    instruction_id: number;
    product_id: number;
    product_code: string;
    jan_code: string | null;
    product_name: string;
    quantity: number;
  }>(sql`
    select l.instruction_id, p.id as product_id, p.product_code, p.jan_code,
           p.name as product_name, sum(l.quantity)::int as quantity
      from shipping_instruction_lines l
      join products p on p.id = l.product_id and p.organisation_id = l.organisation_id
     where ${inScope('l', scope, sql`l.instruction_id = any(${intArray(ids)})`)}
     group by l.instruction_id, p.id, p.product_code, p.jan_code, p.name
     order by l.instruction_id, min(l.line_number)`);
  for (const row of rows) {
    const lines = byInstruction.get(row.instruction_id) ?? [];
    lines.push({
      productId: row.product_id,
      productCode: row.product_code,
      janCode: row.jan_code,
      productName: row.product_name,
      quantity: row.quantity,
    });
    byInstruction.set(row.instruction_id, lines);
  }
  return byInstruction;
}

/** The order status 検品 shows for an instruction's own stage. */
const STATUS_OF: Record<ShippingInstructionStatusCode, OrderStatusCode> = {
  unsynced: 'instructed',
  accepted: 'instructed',
  sync_error: 'instructed',
  working: 'working',
  inspected: 'inspected',
  shipped: 'shipped',
  on_hold: 'on_hold',
  ng: 'ng',
  cancelled: 'cancelled',
};
export const parcelStatusOf = (status: ShippingInstructionStatusCode) => STATUS_OF[status];

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
  const byNumber = new Map<string, TrackableParcel[]>();
  if (orderNumbers.length === 0) return byNumber;
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
  for (const row of rows) {
    const parcels = byNumber.get(row.order_number) ?? [];
    parcels.push({
      instructionId: row.instruction_id,
      orderId: row.order_id,
      orderNumber: row.order_number,
      status: row.status,
      trackingNumber: row.tracking_number,
    });
    byNumber.set(row.order_number, parcels);
  }
  return byNumber;
}
