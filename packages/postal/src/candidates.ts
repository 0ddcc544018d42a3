import { POSTAL_RESULT_LIMIT } from './constants.ts';
import { formatZipcode } from './normalize.ts';
import type {
  AddressCandidate,
  AddressRecord,
  CodeSearchOptions,
  PostalSearchResult,
} from './types.ts';

/** Non-exact searches stop at 50 by default; exact ones return every match unless told. */
export function resolveLimit(options: CodeSearchOptions): number {
  const limit = options.limit ?? (options.exact ? Infinity : POSTAL_RESULT_LIMIT);
  return Math.max(0, Math.floor(limit));
}

export function toCandidate(record: AddressRecord, hyphen: boolean): AddressCandidate {
  return {
    zipcode: formatZipcode(record.zipcode, hyphen),
    pref: record.pref,
    city: record.city,
    town: record.town,
  };
}

export function found(
  records: readonly AddressRecord[],
  ids: Iterable<number>,
  options: CodeSearchOptions,
): PostalSearchResult {
  const hyphen = options.hyphen ?? true;
  const candidates: AddressCandidate[] = [];
  for (const id of ids) candidates.push(toCandidate(records[id] as AddressRecord, hyphen));
  return { ok: true, records: candidates };
}
