import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The share of products whose code and name hold each gram, for the grams PostgreSQL sampled. */
export type GramFrequencies = ReadonlyMap<string, number>;

export const NO_GRAM_FREQUENCIES: GramFrequencies = new Map();

/** Statistics move only with ANALYZE (autovacuum): a read now and then is enough. */
const REFRESH_AFTER_MS = 10 * 60_000;

type Cached = { read: Promise<GramFrequencies>; readAt: number };
const cacheByDatabase = new WeakMap<object, Cached>();

/**
 * The most common elements of the search index's expression and their frequencies, from ANALYZE
 * (pg_stats of the expression index; the frequency array ends with three summary figures, which
 * the unnest pairs with no gram). Empty before the first ANALYZE.
 */
async function readGramFrequencies(db: DbOrTx): Promise<GramFrequencies> {
  const { rows } = await db.execute<{ gram: string | null; frequency: number | null }>(sql`
    select e.gram, e.frequency
      from pg_stats s,
           unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(gram, frequency)
     where s.schemaname = current_schema() and s.tablename = 'products_search_bigrams_idx'`);
  const frequencies = new Map<string, number>();
  for (const { gram, frequency } of rows) {
    if (gram !== null && frequency !== null) frequencies.set(gram, Number(frequency));
  }
  return frequencies;
}

/**
 * The gram frequencies for choosing which grams a keyword asks of the index, read at most every
 * ten minutes per database handle. They only steer the lookup (the LIKE recheck decides every
 * match), so a stale or failed read costs speed, never a result.
 */
export function gramFrequencies(db: DbOrTx): Promise<GramFrequencies> {
  const cached = cacheByDatabase.get(db);
  const now = Date.now();
  if (cached && now - cached.readAt < REFRESH_AFTER_MS) return cached.read;
  const read = readGramFrequencies(db).catch(() => cached?.read ?? NO_GRAM_FREQUENCIES);
  cacheByDatabase.set(db, { read, readAt: now });
  // While a refresh is on its way, searches keep the frequencies they had.
  return cached ? cached.read : read;
}

/** The frequencies a search needs: none without a keyword (no read, not even from the cache). */
export const frequenciesForKeyword = (db: DbOrTx, keyword: string | null | undefined) =>
  keyword ? gramFrequencies(db) : Promise.resolve(NO_GRAM_FREQUENCIES);
