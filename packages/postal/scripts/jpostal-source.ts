import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toFullWidthKatakana } from '../src/normalize.ts';
import type { AddressRecord } from '../src/types.ts';
import { cleanTown } from './clean-town.ts';

/**
 * jquery-jpostal-ja ships Japan Post's data as json/NNN.json (NNN = first 3 digits), each a JSONP
 * call holding rows [_zipcode, pref, city, town, office block, office name, pref_kana, city_kana,
 * town_kana] with half-width kana; json/000.json's _000info row carries the data version.
 */
export type JpostalRow = string[];

const JSONP = /^\s*jQuery_jpostal_callback\(\s*([\s\S]*?)\s*\)\s*;?\s*$/;
const ZIPCODE_KEY = /^_(\d{7})$/;

export function parseJpostalFile(text: string): JpostalRow[] {
  const match = JSONP.exec(text);
  if (!match?.[1]) throw new Error('jpostal json: not a jQuery_jpostal_callback(...) file');
  return JSON.parse(match[1]) as JpostalRow[];
}

export function readJpostalRows(jsonDir: string): JpostalRow[] {
  return readdirSync(jsonDir)
    .filter((name) => /^\d{3}\.json$/.test(name))
    .sort()
    .flatMap((name) => parseJpostalFile(readFileSync(join(jsonDir, name), 'utf8')));
}

export function jpostalVersion(rows: readonly JpostalRow[]): string {
  return rows.find((row) => row[0] === '_000info')?.[2] ?? 'unknown';
}

export interface ConvertedRows {
  records: AddressRecord[];
  /** Business-office rows (事業所個別番号), left out of the dataset. */
  officeRows: number;
  duplicateRows: number;
}

/** Keeps the residential 7-digit rows, cleans towns, makes kana full-width, drops duplicates. */
export function toAddressRecords(rows: readonly JpostalRow[]): ConvertedRows {
  const records: AddressRecord[] = [];
  const seen = new Set<string>();
  let officeRows = 0;
  let duplicateRows = 0;
  for (const row of rows) {
    const [
      key = '',
      pref = '',
      city = '',
      town = '',
      officeBlock,
      officeName,
      prefKana = '',
      cityKana = '',
      townKana = '',
    ] = row;
    const zipcode = ZIPCODE_KEY.exec(key)?.[1];
    if (!zipcode) continue;
    if (officeBlock || officeName) {
      officeRows++;
      continue;
    }
    const cleaned = cleanTown(town, townKana);
    const record: AddressRecord = {
      zipcode,
      pref,
      city,
      town: cleaned.town,
      pref_kana: toFullWidthKatakana(prefKana),
      city_kana: toFullWidthKatakana(cityKana),
      town_kana: toFullWidthKatakana(cleaned.town_kana),
    };
    const identity = Object.values(record).join('\t');
    if (seen.has(identity)) {
      duplicateRows++;
      continue;
    }
    seen.add(identity);
    records.push(record);
  }
  return { records, officeRows, duplicateRows };
}
