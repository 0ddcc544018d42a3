import { narrowestPostings } from './bigram-index.ts';
import { found, resolveLimit } from './candidates.ts';
import { POSTAL_ADDRESS_MIN_CHARS } from './constants.ts';
import { rejected } from './messages.ts';
import { characterCount, toSearchKey } from './normalize.ts';
import type { PostalIndex } from './postal-index.ts';
import type { AddressSearchOptions, PostalSearchResult } from './types.ts';

type KeyTest = (key: string, query: string) => boolean;
const equals: KeyTest = (key, query) => key === query;
const startsWith: KeyTest = (key, query) => key.startsWith(query);
const contains: KeyTest = (key, query) => key.includes(query);

/** The test the options ask for: the whole key, its start, or anywhere in it. */
export function keyTestOf(options: AddressSearchOptions): KeyTest {
  if (options.exact) return equals;
  return options.leftAnchored ? startsWith : contains;
}

/** Whether the record's address or its kana key passes the test. */
export function recordMatches(index: PostalIndex, id: number, query: string, test: KeyTest) {
  return test(index.addressKeys[id] as string, query) || test(index.kanaKeys[id] as string, query);
}

/** Ids, ascending, whose address or kana key passes the test; every such id holds all of the query's bigrams. */
function matchingIds(index: PostalIndex, query: string, test: KeyTest, limit: number): number[] {
  const ids: number[] = [];
  if (limit <= 0) return ids;
  for (const id of narrowestPostings(index.bigrams, query)) {
    if (!recordMatches(index, id, query, test)) continue;
    if (ids.push(id) >= limit) break;
  }
  return ids;
}

/**
 * Spec §5 search by address, on kanji or kana: exact (the whole pref+city+town), left-anchored
 * or contains. Hiragana, half-width kana and spaces in the input are normalised first.
 */
export function searchByAddress(
  index: PostalIndex,
  input: string,
  options: AddressSearchOptions = {},
): PostalSearchResult {
  const query = toSearchKey(input);
  if (characterCount(query) < POSTAL_ADDRESS_MIN_CHARS) return rejected('address_too_short');
  const limit = resolveLimit(options);
  const test = keyTestOf(options);
  if (options.exact) {
    const ids = matchingIds(index, query, test, Math.max(limit, 1));
    if (ids.length === 0) return rejected('zipcode_not_found');
    return found(index.records, ids.slice(0, limit), options);
  }
  return found(index.records, matchingIds(index, query, test, limit), options);
}
