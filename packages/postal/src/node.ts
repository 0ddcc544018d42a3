import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { POSTAL_ZIP_FILE } from './constants.ts';
import { unzipPostalRecords } from './loader.ts';
import { buildPostalIndex, type PostalIndex } from './postal-index.ts';
import type { AddressRecord } from './types.ts';

/** Absolute path of the committed dataset, for serving it as a static file (Node only). */
export const POSTAL_ZIP_PATH = fileURLToPath(
  new URL(`../data/${POSTAL_ZIP_FILE}`, import.meta.url),
);

export async function readPostalRecords(path: string = POSTAL_ZIP_PATH): Promise<AddressRecord[]> {
  return unzipPostalRecords(new Uint8Array(await readFile(path)));
}

/** What a server builds once at start-up to answer searches. */
export async function readPostalIndex(path: string = POSTAL_ZIP_PATH): Promise<PostalIndex> {
  return buildPostalIndex(await readPostalRecords(path));
}
