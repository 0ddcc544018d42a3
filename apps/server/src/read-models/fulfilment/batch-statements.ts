import type { pickingBatchSearchSchema } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope, preparedScope } from '../../db/organisation-scope.ts';
import { allOf, isoText, preparedTexts } from '../../db/sql.ts';
import { windowQuery } from '../lists/list-read.ts';
import type { BatchStart } from './batch-kept.ts';

// 最近のバッチ's window as statements built once per shape (decision 067): the keyword, the
// warehouse, the sort and a kept start decide the text; every value is a placeholder.

type BatchSearch = z.output<typeof pickingBatchSearchSchema>;

/**
 * A batch with its progress, named and formatted as the DTO by PostgreSQL. `select` alone, for
 * one batch (`where b.id = …`) as for the list.
 */
export const BATCH_SELECT = sql`
  select b.id, b.number, b.warehouse_id as "warehouseId", w.name as "warehouseName",
         ${isoText(sql`b.created_at`)} as "createdAt", u.name as "createdByName",
         p.parcel_count as "parcelCount", p.inspected_count as "inspectedCount",
         p.shipped_count as "shippedCount", p.carriers
    from picking_batches b
    join warehouses w on w.organisation_id = b.organisation_id and w.id = b.warehouse_id
    left join users u on u.id = b.created_by
    cross join lateral (
      select count(*)::int as parcel_count,
             count(*) filter (where i.status in ('inspected', 'shipped'))::int as inspected_count,
             count(*) filter (where i.status = 'shipped')::int as shipped_count,
             coalesce(array_agg(distinct o.delivery_carrier order by o.delivery_carrier)
               filter (where o.delivery_carrier is not null), '{}') as carriers
        from picking_batch_instructions bi
        join shipping_instructions i
          on i.organisation_id = bi.organisation_id and i.id = bi.instruction_id
        join orders o on o.organisation_id = i.organisation_id and o.id = i.order_id
       where bi.organisation_id = b.organisation_id and bi.batch_id = b.id) p`;

const SORTS: Record<BatchSearch['sort'], SQL> = {
  created_at: sql`b.created_at`,
  number: sql`b.number`,
};

const value = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The rows from a kept start on: its sort value read from the start's batch in a subquery of its
 * own (planned once, so the comparison is an index condition), then its id.
 */
function fromStart(search: BatchSearch, start: BatchStart) {
  const way = search.direction === 'desc' ? '<' : '>';
  const operator = sql.raw(start.inclusive ? `${way}=` : way);
  const startId = sql`${value('startId')}::int`;
  const startSort = sql`(select ${SORTS[search.sort]} from picking_batches b
                          where ${inScope('b', preparedScope(), sql`b.id = ${startId}`)})`;
  return sql`(${SORTS[search.sort]}, b.id) ${operator} (${startSort}, ${startId})`;
}

const windows = preparedTexts();

/** The page's statement (one row more than the page) for the search's shape, built once. */
export function batchWindowStatement(search: BatchSearch, start: BatchStart | undefined) {
  const startKey = start ? (start.inclusive ? 'i' : 'x') : '-';
  const filters = `${search.keyword ? 1 : 0}${search.warehouseId ? 1 : 0}`;
  const key = `${filters}:${search.sort}:${search.direction}:${startKey}`;
  return windows(key, () => {
    const where = allOf([
      inScope('b', preparedScope()),
      search.keyword ? sql`b.number like ${value('pattern')}` : undefined,
      search.warehouseId ? sql`b.warehouse_id = ${value('warehouseId')}::int` : undefined,
      start ? fromStart(search, start) : undefined,
    ]);
    const list = { select: BATCH_SELECT, table: sql`picking_batches b`, id: sql`b.id` };
    const bounds = { limit: value('limit'), offset: value('offset') };
    return windowQuery({ ...list, where, sorts: SORTS, idsFirst: true }, search, bounds, true);
  });
}
