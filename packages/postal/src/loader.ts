import { unzipSync } from 'fflate';
import { POSTAL_ZIP_ENTRY } from './constants.ts';
import { decodePostalJson } from './data-format.ts';
import type { AddressRecord } from './types.ts';

/** Unzips the dataset and parses its zipcodes_min.json entry; works in Node and in browsers. */
export function unzipPostalRecords(bytes: Uint8Array): AddressRecord[] {
  const entries = unzipSync(bytes, { filter: (file) => file.name === POSTAL_ZIP_ENTRY });
  const entry = entries[POSTAL_ZIP_ENTRY];
  if (!entry) throw new Error(`postal data: the zip has no ${POSTAL_ZIP_ENTRY} entry`);
  return decodePostalJson(JSON.parse(new TextDecoder().decode(entry)));
}

/** Spec §7: one unauthenticated GET, read as binary, unzipped and parsed in memory. */
export async function loadPostalRecords(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AddressRecord[]> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`postal data: GET ${url} answered ${response.status}`);
  return unzipPostalRecords(new Uint8Array(await response.arrayBuffer()));
}
