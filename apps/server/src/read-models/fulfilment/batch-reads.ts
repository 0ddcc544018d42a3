import {
  PICKING_BATCH_MESSAGES as M,
  type DeliveryCarrier,
  type MorePage,
  type PickingBatchDetailDto,
  type PickingBatchDto,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, iso } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { readListMore } from '../lists/list-read.ts';
import { batchTag, fromStart, keepBatchStarts, keptBatchStart } from './batch-kept.ts';
import { inspectionParcels } from './parcel-reads.ts';
import type { pickingBatchSearchSchema } from '@logi/shared';

// ピッキングバッチ's read model: the batches with their progress, and one batch with its parcels
// as 検品 counts them (parcel-reads.ts).

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

/**
 * The organisation's picking batches, newest first unless asked otherwise. A year's batches are
 * not counted per request: the page says whether there are more; a page whose start is kept under
 * the batch generation is read from it, not from its offset (decision 058).
 */
export async function searchPickingBatches(
  db: DbOrTx,
  scope: OrganisationScope,
  search: BatchSearch,
): Promise<MorePage<PickingBatchDto>> {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  const tag = await batchTag(db, scope);
  const start = tag === null ? undefined : keptBatchStart(db, scope, search, tag);
  const page = await readListMore(
    db,
    {
      select: SELECT,
      table: sql`picking_batches b`,
      id: sql`b.id`,
      where: allOf([
        inScope('b', scope),
        like ? sql`b.number like ${like}` : undefined,
        search.warehouseId ? sql`b.warehouse_id = ${search.warehouseId}` : undefined,
        start ? fromStart(scope, search, SORTS, start) : undefined,
      ]),
      sorts: SORTS,
      idsFirst: true,
      prepared: true,
      toDtos: (rows: BatchRow[]) => rows.map(toDto),
    },
    search,
    start ? 0 : undefined,
  );
  if (tag !== null) keepBatchStarts(db, scope, search, tag, page);
  return page;
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
