import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';

/** A count of an organisation's products matching a filter, and the generation it was taken at. */
export type KeptMatchCount = { generation: string; total: number };

/** Enough for every filter the operators of one server page through; the oldest go first. */
let keptLimit = 1_000;

/** How many counts to keep: the stock benchmark sets 0 to measure a list that counts every time. */
export function keepMatchCountsUpTo(limit: number) {
  keptLimit = limit;
}
const keptByDatabase = new WeakMap<object, Map<string, KeptMatchCount>>();

/**
 * The organisation's product generation (migration 0024), read in a list's own statement: a count
 * kept at this generation is still exact, since every write to the products moves it.
 */
export const productGeneration = (scope: OrganisationScope) =>
  sql`(select c.generation from product_counts c where c.organisation_id = ${scope.organisationId})`;

/**
 * The identity of a filter on products: a kept count serves the same filter of the same
 * organisation, on any page, until the generation moves.
 */
export const matchCountKey = (scope: OrganisationScope, filter: readonly unknown[]) =>
  JSON.stringify([scope.organisationId, ...filter]);

/** The database's kept counts, the oldest dropped past the limit (which may have been lowered). */
function keptOf(db: DbOrTx) {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  while (kept.size > keptLimit) kept.delete(kept.keys().next().value!);
  return kept;
}

/** The count kept for the filter, if any (the caller checks its generation); refreshed as recent. */
export function keptMatchCount(db: DbOrTx, key: string): KeptMatchCount | undefined {
  const kept = keptOf(db);
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
  }
  return found;
}

export function keepMatchCount(db: DbOrTx, key: string, count: KeptMatchCount) {
  const kept = keptOf(db);
  kept.delete(key);
  if (keptLimit === 0) return;
  if (kept.size === keptLimit) kept.delete(kept.keys().next().value!);
  kept.set(key, count);
}

/** A page read with its list's total (when counted in its statement) and the generation read. */
export type PageWithGeneration<Page> = {
  page: Page;
  total: number | null;
  generation: string | null;
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
  read: (counted: boolean) => Promise<PageWithGeneration<Page>>,
  recount: () => Promise<KeptMatchCount>,
): Promise<{ page: Page; total: number | null }> {
  const kept = keptMatchCount(db, key);
  if (kept) {
    const { page, generation } = await read(false);
    if (generation === null) return { page, total: null };
    if (generation === kept.generation) return { page, total: kept.total };
    const recounted = await recount();
    keepMatchCount(db, key, recounted);
    return { page, total: recounted.total };
  }
  const { page, total, generation } = await read(true);
  if (generation !== null && total !== null) keepMatchCount(db, key, { generation, total });
  return { page, total };
}
