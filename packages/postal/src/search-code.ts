import { found, resolveLimit } from './candidates.ts';
import { POSTAL_CODE_LENGTH, POSTAL_PREFIX_MIN_DIGITS } from './constants.ts';
import { rejected } from './messages.ts';
import { normalizeCodeInput } from './normalize.ts';
import type { PostalIndex } from './postal-index.ts';
import type { CodeSearchOptions, PostalSearchResult } from './types.ts';

/** First position whose zipcode is not below prefix (binary search over the sorted codes). */
function lowerBound(zipcodes: readonly string[], prefix: string): number {
  let low = 0;
  let high = zipcodes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((zipcodes[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Ids of the sorted run of zipcodes starting with prefix (all 7 digits: equal to it), at most limit. */
function codeRun(zipcodes: readonly string[], prefix: string, limit: number): number[] {
  const ids: number[] = [];
  for (let id = lowerBound(zipcodes, prefix); id < zipcodes.length && ids.length < limit; id++) {
    if (!(zipcodes[id] as string).startsWith(prefix)) break;
    ids.push(id);
  }
  return ids;
}

/** Spec §5 search by code: exact needs 7 digits, prefix at least 2; results in zipcode order. */
export function searchByCode(
  index: PostalIndex,
  input: string,
  options: CodeSearchOptions = {},
): PostalSearchResult {
  const digits = normalizeCodeInput(input);
  const limit = resolveLimit(options);
  if (options.exact) {
    if (digits.length !== POSTAL_CODE_LENGTH) return rejected('code_not_7_digits');
    const ids = codeRun(index.zipcodes, digits, Infinity);
    if (ids.length === 0) return rejected('address_not_found');
    return found(index.records, ids.slice(0, limit), options);
  }
  if (digits.length < POSTAL_PREFIX_MIN_DIGITS) return rejected('code_too_short');
  return found(index.records, codeRun(index.zipcodes, digits, limit), options);
}
