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
import { groupedBy, intArray, isoOrNull } from '../../db/sql.ts';

// A parcel as 検品 counts it, one read for a batch's parcels and for the scanned code: the
// instruction with its order, warehouse type and batch, and its pieces per product.

/** An instruction as 検品 finds it: any warehouse, any status (the caller judges). */
export type ParcelCandidate = Omit<InspectionParcelDto, 'status' | 'lines'> & {
  instructionStatus: ShippingInstructionStatusCode;
  ownWarehouse: boolean;
};

type ParcelRow = {
  id: number;
  number: string;
  status: ShippingInstructionStatusCode;
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

/** The parcels `where` finds (on `shipping_instructions i`, its batch as `bi`/`b`), by `order`. */
async function parcelsWhere(db: DbOrTx, scope: OrganisationScope, where: SQL, order: SQL) {
  const { rows } = await db.execute<ParcelRow>(sql`
    select i.id, i.number, i.status, o.id as order_id, o.order_number, o.recipient_name,
           o.delivery_carrier, o.delivery_method, b.id as batch_id, b.number as batch_number,
           i.inspected_at, w.type = 'own' as own_warehouse
      from shipping_instructions i
      join orders o on o.organisation_id = i.organisation_id and o.id = i.order_id
      join warehouses w on w.organisation_id = i.organisation_id and w.id = i.warehouse_id
      left join picking_batch_instructions bi
        on bi.organisation_id = i.organisation_id and bi.instruction_id = i.id
      left join picking_batches b on b.organisation_id = bi.organisation_id and b.id = bi.batch_id
     where ${inScope('i', scope, where)}
     order by ${order}`);
  return rows.map((row): ParcelCandidate => ({
    instructionId: row.id,
    instructionNumber: row.number,
    instructionStatus: row.status,
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
  return parcelsWhere(
    db,
    scope,
    sql`(i.number = ${code} or i.order_id in (
          select id from orders where ${inScope('orders', scope, sql`order_number = ${code}`)}))`,
    sql`i.id`,
  );
}

/** One instruction of the organisation as 検品 shows it (null when there is none). */
export async function parcelCandidate(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [found] = await parcelsWhere(db, scope, sql`i.id = ${id}`, sql`i.id`);
  return found ?? null;
}

export type InspectionLine = InspectionParcelDto['lines'][number];

/** The instructions' pieces per product (a product on two lines counts once), by instruction. */
export async function parcelLines(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, InspectionLine[]>();
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
  return groupedBy(
    rows,
    (row) => row.instruction_id,
    (row): InspectionLine => ({
      productId: row.product_id,
      productCode: row.product_code,
      janCode: row.jan_code,
      productName: row.product_name,
      quantity: row.quantity,
    }),
  );
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

/** A parcel with its lines as 検品 and a batch's detail show it. */
export function inspectionParcelOf(
  { instructionStatus, ownWarehouse: _, ...parcel }: ParcelCandidate,
  lines: InspectionLine[],
): InspectionParcelDto {
  return { ...parcel, status: parcelStatusOf(instructionStatus), lines };
}

/** Parcels with their lines, found by `where` as `parcelsWhere` takes it, in `order`. */
export async function inspectionParcels(
  db: DbOrTx,
  scope: OrganisationScope,
  where: SQL,
  order: SQL = sql`i.id`,
): Promise<InspectionParcelDto[]> {
  const parcels = await parcelsWhere(db, scope, where, order);
  const lines = await parcelLines(
    db,
    scope,
    parcels.map((parcel) => parcel.instructionId),
  );
  return parcels.map((parcel) => inspectionParcelOf(parcel, lines.get(parcel.instructionId) ?? []));
}
