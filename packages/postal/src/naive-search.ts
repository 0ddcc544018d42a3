import { found, resolveLimit } from './candidates.ts';
import {
  POSTAL_ADDRESS_MIN_CHARS,
  POSTAL_CODE_LENGTH,
  POSTAL_PREFIX_MIN_DIGITS,
} from './constants.ts';
import { rejected } from './messages.ts';
import { characterCount, normalizeCodeInput, toSearchKey } from './normalize.ts';
import type { PostalIndex } from './postal-index.ts';
import { keyTestOf, recordMatches } from './search-address.ts';
import type { AddressSearchOptions, CodeSearchOptions, PostalSearchResult } from './types.ts';

/**
 * Reference implementations: the same rules as searchByCode / searchByAddress (the address key
 * tests are theirs), but a linear scan over every record. Not exported by the package: the tests compare against them and the
 * benchmark measures the indexes' speed-up over them.
 */
export function naiveSearchByCode(
  index: PostalIndex,
  input: string,
  options: CodeSearchOptions = {},
): PostalSearchResult {
  const digits = normalizeCodeInput(input);
  if (options.exact && digits.length !== POSTAL_CODE_LENGTH) return rejected('code_not_7_digits');
  if (!options.exact && digits.length < POSTAL_PREFIX_MIN_DIGITS) return rejected('code_too_short');
  const matches = (zipcode: string) =>
    options.exact ? zipcode === digits : zipcode.startsWith(digits);
  const ids = index.zipcodes.flatMap((zipcode, id) => (matches(zipcode) ? [id] : []));
  if (options.exact && ids.length === 0) return rejected('address_not_found');
  return found(index.records, ids.slice(0, resolveLimit(options)), options);
}

export function naiveSearchByAddress(
  index: PostalIndex,
  input: string,
  options: AddressSearchOptions = {},
): PostalSearchResult {
  const query = toSearchKey(input);
  if (characterCount(query) < POSTAL_ADDRESS_MIN_CHARS) return rejected('address_too_short');
  const limit = resolveLimit(options);
  const test = keyTestOf(options);
  const ids: number[] = [];
  for (let id = 0; id < index.records.length && ids.length < Math.max(limit, 1); id++) {
    if (recordMatches(index, id, query, test)) ids.push(id);
  }
  if (options.exact && ids.length === 0) return rejected('zipcode_not_found');
  return found(index.records, ids.slice(0, limit), options);
}
