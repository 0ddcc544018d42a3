export type {
  AddressCandidate,
  AddressRecord,
  AddressSearchOptions,
  CodeSearchOptions,
  PostalError,
  PostalErrorCode,
  PostalSearchResult,
} from './types.ts';
export {
  POSTAL_ADDRESS_MIN_CHARS,
  POSTAL_AUTOCOMPLETE_LIMIT,
  POSTAL_CODE_LENGTH,
  POSTAL_HYPHEN_POSITION,
  POSTAL_PREFIX_MIN_DIGITS,
  POSTAL_RESULT_LIMIT,
  POSTAL_ZIP_ENTRY,
  POSTAL_ZIP_FILE,
} from './constants.ts';
export { POSTAL_ERROR_MESSAGES, postalError } from './messages.ts';
export {
  formatZipcode,
  normalizeCodeInput,
  toFullWidthKatakana,
  toSearchKey,
} from './normalize.ts';
export { decodePostalJson, encodePostalColumns, type PostalColumns } from './data-format.ts';
export { loadPostalRecords, unzipPostalRecords } from './loader.ts';
export { buildPostalIndex, EMPTY_POSTAL_INDEX, type PostalIndex } from './postal-index.ts';
export { searchByCode } from './search-code.ts';
export { searchByAddress } from './search-address.ts';
export { looksLikeZipcode, searchPostal } from './search-any.ts';
export {
  createPostalStore,
  type PostalSnapshot,
  type PostalStatus,
  type PostalStore,
  type PostalStoreOptions,
} from './store.ts';
