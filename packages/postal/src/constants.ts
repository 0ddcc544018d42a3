/** Spec §9 postal helper constants. */
export const POSTAL_CODE_LENGTH = 7;
export const POSTAL_PREFIX_MIN_DIGITS = 2;
export const POSTAL_ADDRESS_MIN_CHARS = 2;
/** Default result limit of non-exact searches. */
export const POSTAL_RESULT_LIMIT = 50;
/** The address autocomplete offers up to this many candidates (spec §2). */
export const POSTAL_AUTOCOMPLETE_LIMIT = 100;
/** Hyphenation inserts a hyphen after this many digits. */
export const POSTAL_HYPHEN_POSITION = 3;

/** The zip file's only entry (spec §7). */
export const POSTAL_ZIP_ENTRY = 'zipcodes_min.json';
/** File name of the committed dataset under packages/postal/data/. */
export const POSTAL_ZIP_FILE = 'zipcodes.zip';
