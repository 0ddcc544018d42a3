import {
  PICKING_BATCH_MESSAGES as M,
  type DeliveryCarrier,
  type DeliveryMethod,
  type InspectionParcelDto,
  type Page,
  type PickingBatchDetailDto,
  type PickingBatchDto,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, intArray, iso, isoOrNull } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { readListPage } from '../lists/list-read.ts';
import { pickingBatchSearchSchema } from '@logi/shared';

// ピッキングバッチ's read model: the batches with their progress, and one batch with each parcel's
// lines as 検品 counts them.

type BatchSearch = z.output<typeof pickingBatchSearchSchema>;

type BatchRow = {
  id: number;
  number: string;
  warehouse_id: number;
  warehouse_name: string;
  created_at: Date | string;
  created_by_name: string | null;
  parcel_count: number;
  inspected_count: number;
  shipped_count: number;
  carriers: DeliveryCarrier[] | null;
};

const SELECT = sql`
  select b.id, b.number, b.warehouse_id, w.name as warehouse_name, b.created_at,
         u.name as created_by_name, p.parcel_count, p.inspected_count, p.shipped_count, p.carriers
    from picking_batches b
    join warehouses w on w.organisation_id = b.organisation_id and w.id = b.warehouse_id
    left join users u on u.id = b.created_by
    cross join lateral (
      select count(*)::int as parcel_count,
             count(*) filter (where i.status in ('inspected', 'shipped'))::int as inspected_count,
             count(*) filter (where i.status = 'shipped')::int as shipped_count,
             array_agg(distinct o.delivery_carrier order by o.delivery_carrier)
               filter (where o.delivery_carrier is not null) as carriers
        from picking_batch_instructions bi
        join shipping_instructions i
          on i.organisation_id = bi.organisation_id and i.id = bi.instruction_id
        join orders o on o.organisation_id = i.organisation_id and o.id = i.order_id
       where bi.organisation_id = b.organisation_id and bi.batch_id = b.id) p`;

const SORTS: Record<BatchSearch['sort'], SQL> = {
  created_at: sql`b.created_at`,
  number: sql`b.number`,
};

const toDto = (row: BatchRow): PickingBatchDto => ({
  id: row.id,
  number: row.number,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  createdAt: iso(row.created_at),
  createdByName: row.created_by_name,
  parcelCount: row.parcel_count,
  inspectedCount: row.inspected_count,
  shippedCount: row.shipped_count,
  carriers: row.carriers ?? [],
});

/** The organisation's picking batches, newest first unless asked otherwise. */
export function searchPickingBatches(
  db: DbOrTx,
  scope: OrganisationScope,
  search: BatchSearch,
): Promise<Page<PickingBatchDto>> {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  return readListPage(
    db,
    {
      select: SELECT,
      table: sql`picking_batches b`,
      id: sql`b.id`,
      where: allOf([
        inScope('b', scope),
        like ? sql`b.number like ${like}` : undefined,
        search.warehouseId ? sql`b.warehouse_id = ${search.warehouseId}` : undefined,
      ]),
      sorts: SORTS,
      idsFirst: true,
      toDtos: (rows: BatchRow[]) => rows.map(toDto),
    },
    search,
  );
}

/** One batch as its list shows it; another organisation's (or none) is a 404. */
export async function pickingBatchOf(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<PickingBatchDto> {
  const { rows } = await db.execute<BatchRow>(
    sql`${SELECT} where ${inScope('b', scope, sql`b.id = ${id}`)}`,
  );
  if (!rows[0]) throw notFound(M.batchNotFound);
  return toDto(rows[0]);
}

type ParcelRow = {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  recipient_name: string;
  status: 'accepted' | 'working' | 'inspected' | 'shipped' | string;
  delivery_carrier: DeliveryCarrier | null;
  delivery_method: DeliveryMethod | null;
  batch_id: number | null;
  batch_number: string | null;
  inspected_at: Date | string | null;
};
type LineRow = {
  instruction_id: number;
  product_id: number;
  product_code: string;
  jan_code: string | null;
  product_name: string;
  quantity: number;
};

/** An instruction's status as 検品 shows it (the order status words of its stage). */
const PARCEL_STATUS: Record<string, InspectionParcelDto['status']> = {
  accepted: 'instructed',
  working: 'working',
  inspected: 'inspected',
  shipped: 'shipped',
  on_hold: 'on_hold',
  ng: 'ng',
  cancelled: 'cancelled',
};

/**
 * Parcels as 検品 sees them (each product once, its pieces summed), in the order `where` lists
 * them: `where` filters `shipping_instructions i` (with its batch as `bi`/`b`).
 */
export async function inspectionParcels(
  db: DbOrTx,
  scope: OrganisationScope,
  where: SQL,
  order: SQL = sql`i.id`,
): Promise<InspectionParcelDto[]> {
  const { rows } = await db.execute<ParcelRow>(sql`
    select i.id, i.number, i.order_id, o.order_number, o.recipient_name, i.status,
           o.delivery_carrier, o.delivery_method, b.id as batch_id, b.number as batch_number,
           i.inspected_at
      from shipping_instructions i
      join orders o on o.organisation_id = i.organisation_id and o.id = i.order_id
      left join picking_batch_instructions bi
        on bi.organisation_id = i.organisation_id and bi.instruction_id = i.id
      left join picking_batches b on b.organisation_id = bi.organisation_id and b.id = bi.batch_id
     where ${inScope('i', scope, where)}
     order by ${order}`);
  if (rows.length === 0) return [];
  const { rows: lines } = await db.execute<LineRow>(sql`
    select il.instruction_id, il.product_id, p.product_code, p.jan_code, p.name as product_name,
           sum(il.quantity)::int as quantity
      from shipping_instruction_lines il
      join products p on p.organisation_id = il.organisation_id and p.id = il.product_id
     where il.instruction_id = any(${intArray(rows.map((row) => row.id))})
     group by il.instruction_id, il.product_id, p.product_code, p.jan_code, p.name
     order by il.instruction_id, min(il.line_number)`);
  return rows.map((row) => ({
    instructionId: row.id,
    instructionNumber: row.number,
    orderId: row.order_id,
    orderNumber: row.order_number,
    recipientName: row.recipient_name,
    status: PARCEL_STATUS[row.status] ?? 'instructed',
    deliveryCarrier: row.delivery_carrier,
    deliveryMethod: row.delivery_method,
    batchId: row.batch_id,
    batchNumber: row.batch_number,
    inspectedAt: isoOrNull(row.inspected_at),
    lines: lines
      .filter((line) => line.instruction_id === row.id)
      .map((line) => ({
        productId: line.product_id,
        productCode: line.product_code,
        janCode: line.jan_code,
        productName: line.product_name,
        quantity: line.quantity,
      })),
  }));
}

/** One batch with its parcels in their printed order; another organisation's is a 404. */
export async function showPickingBatch(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<PickingBatchDetailDto> {
  const batch = await pickingBatchOf(db, scope, id);
  const parcels = await inspectionParcels(db, scope, sql`bi.batch_id = ${id}`, sql`bi.position`);
  return { ...batch, parcels };
}
