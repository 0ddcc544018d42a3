import type { PickingBatchDto, pickingBatchSearchSchema } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { executePrepared } from '../../db/sql.ts';
import { keepValue, keptValue } from '../lists/kept-by-tag.ts';

// Where each page of 最近のバッチ starts, kept between requests (lists/kept-by-tag.ts, decision
// 058) under the organisation's batch generation (migration 0050): a deep page is then read by
// keyset from its start instead of walking every batch before it.

type BatchSearch = z.output<typeof pickingBatchSearchSchema>;

/** The batch a page starts at (inclusive) or just after. */
export type BatchStart = { id: number; inclusive: boolean };

/** The organisation's batch generation, or null before its first batch (nothing kept then). */
export async function batchTag(db: DbOrTx, scope: OrganisationScope) {
  const { rows } = await executePrepared<{ generation: string }>(
    db,
    sql`select g.generation::text as generation from picking_batch_generations g
         where ${inScope('g', scope)}`,
  );
  return rows[0]?.generation ?? null;
}

const startKey = (scope: OrganisationScope, search: BatchSearch, page: number) =>
  JSON.stringify([
    'batch-start',
    scope.organisationId,
    search.keyword,
    search.warehouseId,
    search.sort,
    search.direction,
    search.perPage,
    page,
  ]);

export const keptBatchStart = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: BatchSearch,
  tag: string,
) => keptValue<BatchStart>(db, startKey(scope, search, search.page), tag);

/** Where this page starts (its first batch) and the next one (after its last), under the tag. */
export function keepBatchStarts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: BatchSearch,
  tag: string,
  page: { data: PickingBatchDto[]; hasMore: boolean },
) {
  const first = page.data[0];
  const last = page.data.at(-1);
  if (!first || !last) return;
  keepValue(db, startKey(scope, search, search.page), tag, { id: first.id, inclusive: true });
  if (page.hasMore)
    keepValue(db, startKey(scope, search, search.page + 1), tag, { id: last.id, inclusive: false });
}
