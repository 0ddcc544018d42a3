import {
  PICKING_BATCH_MESSAGES as M,
  type MorePage,
  type PickingBatchDetailDto,
  type PickingBatchDto,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { executePreparedText } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { offsetOf } from '../../http/pagination.ts';
import { batchTag, keepBatchStarts, keptBatchStart } from './batch-kept.ts';
import { BATCH_SELECT, batchWindowStatement } from './batch-statements.ts';
import { inspectionParcels } from './parcel-reads.ts';
import type { pickingBatchSearchSchema } from '@logi/shared';

// ピッキングバッチ's read model: the batches with their progress, and one batch with its parcels
// as 検品 counts them (parcel-reads.ts).

type BatchSearch = z.output<typeof pickingBatchSearchSchema>;

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
  const tag = await batchTag(db, scope);
  const start = tag === null ? undefined : keptBatchStart(db, scope, search, tag);
  const { rows } = await executePreparedText<PickingBatchDto>(
    db,
    batchWindowStatement(search, start),
    {
      organisationId: scope.organisationId,
      pattern: search.keyword ? containsPattern(search.keyword) : null,
      warehouseId: search.warehouseId ?? null,
      startId: start?.id ?? null,
      // One row more than the page says whether there is a next.
      limit: search.perPage + 1,
      offset: start ? 0 : offsetOf(search.page, search.perPage),
    },
  );
  const hasMore = rows.length > search.perPage;
  const page = {
    data: hasMore ? rows.slice(0, search.perPage) : rows,
    hasMore,
    currentPage: search.page,
    perPage: search.perPage,
  };
  if (tag !== null) keepBatchStarts(db, scope, search, tag, page);
  return page;
}

/** One batch as its list shows it; another organisation's (or none) is a 404. */
export async function pickingBatchOf(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<PickingBatchDto> {
  const { rows } = await db.execute<PickingBatchDto>(
    sql`${BATCH_SELECT} where ${inScope('b', scope, sql`b.id = ${id}`)}`,
  );
  if (!rows[0]) throw notFound(M.batchNotFound);
  return rows[0];
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
