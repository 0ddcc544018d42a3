import type { DbOrTx } from '../../db/client.ts';

// Values a list keeps between requests in this process (a page's counts, where a page starts),
// each with the tag it was read under: a generation that every change of what it depends on moves,
// in PostgreSQL, so several instances stay exact (decision 058). A value is used only under the
// same tag; the caller reads the tag before the statements whose results it keeps.

/** Enough for the filters and pages the operators of one server look at; the oldest go first. */
export const KEPT_LIMIT = 2_000;

type Kept = { tag: string; value: unknown };
type KeptValues = { limit: number; values: Map<string, Kept> };
const keptByDatabase = new WeakMap<object, KeptValues>();

/**
 * Bounds a database handle's kept values. Only the benches call it: at 0 nothing is kept, and
 * every request counts and walks its offset as it did before, in the same run.
 */
export function keepListValuesFor(db: DbOrTx, limit: number) {
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

/** The value kept for the key under this tag (refreshed as recent), if any. */
export function keptValue<Value>(db: DbOrTx, key: string, tag: string): Value | undefined {
  const { values } = keptOf(db);
  const found = values.get(key);
  if (!found || found.tag !== tag) return undefined;
  values.delete(key);
  values.set(key, found);
  return found.value as Value;
}

/** Keeps the value under the tag as the most recent, the least recently used dropped past the bound. */
export function keepValue(db: DbOrTx, key: string, tag: string, value: unknown) {
  const { limit, values } = keptOf(db);
  values.delete(key);
  if (limit === 0) return;
  if (values.size >= limit) values.delete(values.keys().next().value!);
  values.set(key, { tag, value });
}
