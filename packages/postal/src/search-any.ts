import { searchByAddress } from './search-address.ts';
import { searchByCode } from './search-code.ts';
import type { PostalIndex } from './postal-index.ts';
import type { AddressSearchOptions, PostalSearchResult } from './types.ts';

/** Digits (half- or full-width) with optional 〒, spaces and any hyphen or long-vowel mark. */
const CODE_LIKE = /^[\s〒\-－‐―−ー]*[0-9０-９][\s0-9０-９\-－‐―−ー]*$/;

export function looksLikeZipcode(input: string): boolean {
  return CODE_LIKE.test(input);
}

/**
 * One box for both directions (the autocomplete): a code-like input is a prefix (or, with
 * exact, a whole-code) search by code; anything else a search by address.
 */
export function searchPostal(
  index: PostalIndex,
  input: string,
  options: AddressSearchOptions = {},
): PostalSearchResult {
  return looksLikeZipcode(input)
    ? searchByCode(index, input, options)
    : searchByAddress(index, input, options);
}
