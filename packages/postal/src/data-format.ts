import type { AddressRecord } from './types.ts';

export const POSTAL_COLUMNS_FORMAT = 'logi-postal-columns/1';

/** [pref, city, pref_kana, city_kana]: shared by every town of one municipality. */
export type PostalArea = [string, string, string, string];

/**
 * The content of zipcodes_min.json: columns instead of one object per record, and each
 * municipality stored once. A list of objects zips to 2.1 MB and parses in ~260 ms; this is
 * 1.4 MB and ~110 ms, and decodes to the very same list of address records.
 */
export interface PostalColumns {
  format: typeof POSTAL_COLUMNS_FORMAT;
  source: string;
  areas: PostalArea[];
  zipcode: string[];
  area: number[];
  town: string[];
  town_kana: string[];
}

export function encodePostalColumns(
  records: readonly AddressRecord[],
  source: string,
): PostalColumns {
  const columns: PostalColumns = {
    format: POSTAL_COLUMNS_FORMAT,
    source,
    areas: [],
    zipcode: [],
    area: [],
    town: [],
    town_kana: [],
  };
  const areaIds = new Map<string, number>();
  for (const record of records) {
    const area: PostalArea = [record.pref, record.city, record.pref_kana, record.city_kana];
    const key = area.join('\t');
    let areaId = areaIds.get(key);
    if (areaId === undefined) {
      areaId = columns.areas.push(area) - 1;
      areaIds.set(key, areaId);
    }
    columns.zipcode.push(record.zipcode);
    columns.area.push(areaId);
    columns.town.push(record.town);
    columns.town_kana.push(record.town_kana);
  }
  return columns;
}

function isColumns(value: unknown): value is PostalColumns {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { format?: unknown }).format === POSTAL_COLUMNS_FORMAT
  );
}

function decodeColumns(columns: PostalColumns): AddressRecord[] {
  const { areas, zipcode, area, town, town_kana } = columns;
  const count = zipcode.length;
  if (area.length !== count || town.length !== count || town_kana.length !== count) {
    throw new Error('postal data: columns differ in length');
  }
  const records = new Array<AddressRecord>(count);
  for (let i = 0; i < count; i++) {
    const shared = areas[area[i] as number];
    if (!shared) throw new Error(`postal data: record ${i} names an unknown area`);
    records[i] = {
      zipcode: zipcode[i] as string,
      pref: shared[0],
      city: shared[1],
      town: town[i] as string,
      pref_kana: shared[2],
      city_kana: shared[3],
      town_kana: town_kana[i] as string,
    };
  }
  return records;
}

const RECORD_FIELDS = [
  'zipcode',
  'pref',
  'city',
  'town',
  'pref_kana',
  'city_kana',
  'town_kana',
] as const;

function isAddressRecord(value: unknown): value is AddressRecord {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return RECORD_FIELDS.every((field) => typeof fields[field] === 'string');
}

/** Accepts our columns or a plain list of address records (another host's zipcodes_min.json). */
export function decodePostalJson(value: unknown): AddressRecord[] {
  if (isColumns(value)) return decodeColumns(value);
  if (Array.isArray(value) && value.every(isAddressRecord)) return value;
  throw new Error('postal data: zipcodes_min.json is neither a record list nor postal columns');
}
