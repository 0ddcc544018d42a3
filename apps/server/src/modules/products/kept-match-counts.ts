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
