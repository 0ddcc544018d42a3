import type { FulfilmentSearch, FulfilmentStageCounts } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { executePrepared } from '../../db/sql.ts';
import { keepValue, keptValue } from '../lists/kept-by-tag.ts';

// What 出荷作業's parcels list keeps between requests (lists/kept-by-tag.ts, decision 058): each
// filter's stage counts and where its pages start, valid while the organisation's stage generation
// (moved in the same transaction by every statement that changes a parcel's stage, warehouse or
// date; migration 0059's triggers) and its set of own warehouses are what they were.

/** The page's first row: a page starts at it (inclusive) or just after it. */
export type PageStart = { shipDate: string; id: number; inclusive: boolean };

/**
 * Whether the filter reads the instructions' own columns only. A keyword, a carrier or a batch
 * reads orders and batch members, which the generation does not follow: those are counted each time.
 */
export const keepable = (search: FulfilmentSearch) =>
  !search.keyword && !search.deliveryCarrier && !search.batchId;

/**
 * The organisation's stage generation with its own warehouses: what kept values are valid at.
 * Null before its first instruction (nothing is kept then). Read before the statements whose
 * results are kept with it, so a change committed in between moves the tag they are kept under.
 */
export async function stageTag(db: DbOrTx, scope: OrganisationScope) {
  const { rows } = await executePrepared<{ generation: string | null; own: string | null }>(
    db,
    sql`select (select g.generation::text from shipping_stage_generations g
                 where ${inScope('g', scope)}) as generation,
               (select string_agg(w.id::text, ',' order by w.id) from warehouses w
                 where ${inScope('w', scope)} and w.type = 'own') as own`,
  );
  const [row] = rows;
  return row?.generation ? `${row.generation}:${row.own ?? ''}` : null;
}

const countsKey = (scope: OrganisationScope, search: FulfilmentSearch) =>
  JSON.stringify(['counts', scope.organisationId, search.warehouseId, search.shipDate]);

const startKey = (scope: OrganisationScope, search: FulfilmentSearch, page: number) =>
  JSON.stringify([
    'start',
    scope.organisationId,
    search.warehouseId,
    search.shipDate,
    search.status,
    search.direction,
    search.perPage,
    page,
  ]);

export const keptCounts = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  tag: string,
) => keptValue<FulfilmentStageCounts>(db, countsKey(scope, search), tag);

export const keepCounts = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  tag: string,
  counts: FulfilmentStageCounts,
) => keepValue(db, countsKey(scope, search), tag, counts);

export const keptStart = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  page: number,
  tag: string,
) => keptValue<PageStart>(db, startKey(scope, search, page), tag);

export const keepStart = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  page: number,
  tag: string,
  start: PageStart,
) => keepValue(db, startKey(scope, search, page), tag, start);
