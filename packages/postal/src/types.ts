/** One row of the postal dataset (spec §3 Address record). zipcode is 7 digits, kana full-width katakana. */
export interface AddressRecord {
  zipcode: string;
  pref: string;
  city: string;
  town: string;
  pref_kana: string;
  city_kana: string;
  town_kana: string;
}

/** What a search returns and the autocomplete shows (spec §3 Address candidate). */
export interface AddressCandidate {
  zipcode: string;
  pref: string;
  city: string;
  town: string;
}

export type PostalErrorCode =
  | 'code_not_7_digits'
  | 'code_too_short'
  | 'address_not_found'
  | 'address_too_short'
  | 'zipcode_not_found';

export interface PostalError {
  code: PostalErrorCode;
  message: string;
}

export type PostalSearchResult =
  { ok: true; records: AddressCandidate[] } | { ok: false; error: PostalError };

export interface CodeSearchOptions {
  /** Exact mode: the code must be 7 digits and match a whole zipcode. */
  exact?: boolean;
  /** Insert a hyphen after the first 3 digits of each returned zipcode (default true). */
  hyphen?: boolean;
  /** Maximum number of candidates; non-exact default 50, exact default unlimited. */
  limit?: number;
}

export interface AddressSearchOptions extends CodeSearchOptions {
  /** Non-exact mode: match from the start of the address instead of anywhere in it. */
  leftAnchored?: boolean;
}
