import type { FulfilmentSearch, FulfilmentStageCounts } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { executePrepared } from '../../db/sql.ts';

// What 出荷作業's list keeps between requests (decision 058): each filter's stage counts and where
// its pages start, valid while the organisation's stage generation (moved in the same transaction
// by every statement that changes a parcel's stage, warehouse or date; migration 0049) and its set
// of own warehouses are what they were. Kept per process; the tag lives in PostgreSQL, so several
// instances stay exact.

/** The page's first row: a page starts at it (inclusive) or just after it. */
export type PageStart = { shipDate: string; id: number; inclusive: boolean };

type Kept = { tag: string; counts?: FulfilmentStageCounts; start?: PageStart };

/** Enough for the filters and pages the operators of one server look at; the oldest go first. */
export const KEPT_LIMIT = 2_000;
type KeptValues = { limit: number; values: Map<string, Kept> };
const keptByDatabase = new WeakMap<object, KeptValues>();

/**
 * Bounds a database handle's kept values. Only the bench calls it: at 0 nothing is kept, and every
 * request counts and walks its offset as before decision 058's kept values, in the same run.
 */
export function keepParcelListsFor(db: DbOrTx, limit: number) {
  keptByDatabase.set(db, { limit, values: new Map() });
}

function keptOf(db: DbOrTx) {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = { limit: KEPT_LIMIT, values: new Map() };
    keptByDatabase.set(db, kept);
  }
  return kept;
}

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

function read(db: DbOrTx, key: string, tag: string) {
  const kept = keptOf(db).values;
  const found = kept.get(key);
  if (!found || found.tag !== tag) return undefined;
  kept.delete(key);
  kept.set(key, found);
  return found;
}

function keep(db: DbOrTx, key: string, value: Kept) {
  const { limit, values } = keptOf(db);
  values.delete(key);
  if (limit === 0) return;
  if (values.size >= limit) values.delete(values.keys().next().value!);
  values.set(key, value);
}

export const keptCounts = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  tag: string,
) => read(db, countsKey(scope, search), tag)?.counts;

export const keepCounts = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  tag: string,
  counts: FulfilmentStageCounts,
) => keep(db, countsKey(scope, search), { tag, counts });

export const keptStart = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  page: number,
  tag: string,
) => read(db, startKey(scope, search, page), tag)?.start;

export const keepStart = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  page: number,
  tag: string,
  start: PageStart,
) => keep(db, startKey(scope, search, page), { tag, start });
