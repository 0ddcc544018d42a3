import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

/**
 * A count of an organisation's products matching a filter, the generation it was taken at, and
 * (when read with it) how many products the organisation had then: how common the matches are.
 */
export type KeptMatchCount = { generation: string; total: number; products?: number | null };

/** Enough for every filter the operators of one server page through; the oldest go first. */
const KEPT_COUNTS_LIMIT = 1_000;

/** A database handle's kept counts and their bound. */
type KeptCounts = { limit: number; counts: Map<string, KeptMatchCount> };
const keptByDatabase = new WeakMap<object, KeptCounts>();

/**
 * Bounds a database handle's kept counts before its first search. Only the benchmarks call it:
 * a handle bounded at 0 counts every filter on every page, as each new filter's first page does.
 */
export function keepMatchCountsFor(db: DbOrTx, limit: number) {
  keptByDatabase.set(db, { limit, counts: new Map() });
}

/**
 * The organisation's product generation (migration 0024), read in a list's own statement: a count
 * kept at this generation is still exact, since every write to the products moves it.
 */
export const productGeneration = (scope: OrganisationScope) =>
  sql`(select c.generation from product_counts c where ${inScope('c', scope)})`;

/**
 * The identity of a filter on products: a kept count serves the same filter of the same
 * organisation, on any page, until the generation moves.
 */
export const matchCountKey = (scope: OrganisationScope, filter: readonly unknown[]) =>
  JSON.stringify([scope.organisationId, ...filter]);

/** The database handle's kept counts (bounded at the default unless the handle was given one). */
function keptOf(db: DbOrTx) {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = { limit: KEPT_COUNTS_LIMIT, counts: new Map() };
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** The count kept for the filter, if any (the caller checks its generation); refreshed as recent. */
export function keptMatchCount(db: DbOrTx, key: string): KeptMatchCount | undefined {
  const { counts } = keptOf(db);
  const found = counts.get(key);
  if (found) {
    counts.delete(key);
    counts.set(key, found);
  }
  return found;
}

/** Keeps the filter's count as the most recent, the least recently used dropped past the bound. */
export function keepMatchCount(db: DbOrTx, key: string, count: KeptMatchCount) {
  const { limit, counts } = keptOf(db);
  counts.delete(key);
  if (limit === 0) return;
  if (counts.size === limit) counts.delete(counts.keys().next().value!);
  counts.set(key, count);
}

/** A page read with its list's total (when counted in its statement) and the generation read. */
export type PageWithGeneration<Page> = {
  page: Page;
  total: number | null;
  generation: string | null;
  /** The organisation's products, read beside a count. */
  products: number | null;
};

/**
 * A page of a list filtered on products only, and its total: counted in the page's statement the
 * first time, then kept while the products' generation, read in each later page's own statement,
 * is unchanged; counted again on its own (`recount`) when it moved. A page past the end has no row
 * to carry either: its total is null (the caller counts apart).
 */
export async function pageWithKeptCount<Page>(
  db: DbOrTx,
  key: string,
  read: (kept: KeptMatchCount | undefined) => Promise<PageWithGeneration<Page>>,
  recount: () => Promise<KeptMatchCount>,
): Promise<{ page: Page; total: number | null }> {
  const kept = keptMatchCount(db, key);
  if (kept) {
    const { page, generation } = await read(kept);
    if (generation === null) return { page, total: null };
    if (generation === kept.generation) return { page, total: kept.total };
    const recounted = await recount();
    keepMatchCount(db, key, recounted);
    return { page, total: recounted.total };
  }
  const { page, total, generation, products } = await read(undefined);
  if (generation !== null && total !== null)
    keepMatchCount(db, key, { generation, total, products });
  return { page, total };
}
