import {
  EMPTY_POSTAL_INDEX,
  looksLikeZipcode,
  POSTAL_ERROR_MESSAGES,
  searchPostal,
  type AddressCandidate,
} from '@logi/postal';

/** Spec §2: each candidate reads 〒 zip prefecture city town (a town may be empty). */
export function formatCandidate({ zipcode, pref, city, town }: AddressCandidate): string {
  return ['〒', zipcode, pref, city, town].filter(Boolean).join(' ');
}

/**
 * The package's own input rules, run on an empty index: a rejection (too short) is known without
 * asking the server; null means the query is worth sending.
 */
export function localRejection(query: string): string | null {
  const result = searchPostal(EMPTY_POSTAL_INDEX, query);
  return result.ok ? null : result.error.message;
}

/** What an empty candidate list says: no address for a code, no code for an address. */
export function noCandidatesMessage(query: string): string {
  return looksLikeZipcode(query)
    ? POSTAL_ERROR_MESSAGES.address_not_found
    : POSTAL_ERROR_MESSAGES.zipcode_not_found;
}
