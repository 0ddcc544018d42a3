import { buildBigramIndex, type BigramIndex } from './bigram-index.ts';
import { toSearchKey } from './normalize.ts';
import type { AddressRecord } from './types.ts';

/** Read-only search structures over the dataset; build once with buildPostalIndex. */
export interface PostalIndex {
  /** Records sorted by zipcode (stable); a record's position is its id everywhere below. */
  readonly records: readonly AddressRecord[];
  /** records[id].zipcode, sorted: exact and prefix code searches binary-search it. */
  readonly zipcodes: readonly string[];
  /** Search key of pref+city+town, and of its kana. */
  readonly addressKeys: readonly string[];
  readonly kanaKeys: readonly string[];
  /** Address searches (exact, left-anchored, contains) narrow their candidates here. */
  readonly bigrams: BigramIndex;
}

/** pref+city repeats across thousands of records: normalise each municipality once. */
function areaKeyCache(): (area: string) => string {
  const cache = new Map<string, string>();
  return (area) => {
    let key = cache.get(area);
    if (key === undefined) cache.set(area, (key = toSearchKey(area)));
    return key;
  };
}

const byZipcode = (a: AddressRecord, b: AddressRecord) =>
  a.zipcode < b.zipcode ? -1 : a.zipcode > b.zipcode ? 1 : 0;

export function buildPostalIndex(input: readonly AddressRecord[]): PostalIndex {
  const records = [...input].sort(byZipcode);
  const areaKey = areaKeyCache();
  const zipcodes = records.map((record) => record.zipcode);
  const addressKeys = records.map(
    (record) => areaKey(record.pref + record.city) + toSearchKey(record.town),
  );
  const kanaKeys = records.map(
    (record) => areaKey(record.pref_kana + record.city_kana) + toSearchKey(record.town_kana),
  );
  const bigrams = buildBigramIndex(addressKeys.map((key, id) => [key, kanaKeys[id] as string]));
  return { records, zipcodes, addressKeys, kanaKeys, bigrams };
}

/** The index of no records: what callers search until the dataset has loaded. */
export const EMPTY_POSTAL_INDEX: PostalIndex = buildPostalIndex([]);
