import { strToU8, zipSync } from 'fflate';
import { POSTAL_ZIP_ENTRY } from './constants.ts';
import { encodePostalColumns } from './data-format.ts';
import { buildPostalIndex } from './postal-index.ts';
import type { AddressRecord } from './types.ts';

type Row = [string, string, string, string, string, string, string];

const toRecord = ([
  zipcode,
  pref,
  city,
  town,
  pref_kana,
  city_kana,
  town_kana,
]: Row): AddressRecord => ({
  zipcode,
  pref,
  city,
  town,
  pref_kana,
  city_kana,
  town_kana,
});

/** Rows shaped like the dataset's (most of them real), deliberately out of zipcode order. */
export const FIXTURE_RECORDS: AddressRecord[] = (
  [
    ['1000001', '東京都', '千代田区', '千代田', 'トウキョウト', 'チヨダク', 'チヨダ'],
    ['0600000', '北海道', '札幌市中央区', '', 'ホッカイドウ', 'サッポロシチュウオウク', ''],
    [
      '0600042',
      '北海道',
      '札幌市中央区',
      '大通西',
      'ホッカイドウ',
      'サッポロシチュウオウク',
      'オオドオリニシ',
    ],
    ['1020082', '東京都', '千代田区', '一番町', 'トウキョウト', 'チヨダク', 'イチバンチョウ'],
    ['1000000', '東京都', '千代田区', '', 'トウキョウト', 'チヨダク', ''],
    ['4520961', '愛知県', '清須市', '春日明河原', 'アイチケン', 'キヨスシ', 'ハルヒアケガワラ'],
    ['4520961', '愛知県', '清須市', '春日一番割', 'アイチケン', 'キヨスシ', 'ハルヒイチバンワリ'],
    [
      '3300801',
      '埼玉県',
      'さいたま市大宮区',
      '土手町',
      'サイタマケン',
      'サイタマシオオミヤク',
      'ドテチョウ',
    ],
    [
      '3340002',
      '埼玉県',
      '川口市',
      '鳩ヶ谷本町',
      'サイタマケン',
      'カワグチシ',
      'ハトガヤホンチョウ',
    ],
    [
      '1006890',
      '東京都',
      '千代田区',
      '大手町ＪＡビル',
      'トウキョウト',
      'チヨダク',
      'オオテマチジェイエイビル',
    ],
    [
      '2520237',
      '神奈川県',
      '相模原市中央区',
      '千代田',
      'カナガワケン',
      'サガミハラシチュウオウク',
      'チヨダ',
    ],
  ] satisfies Row[]
).map(toRecord);

export const fixtureIndex = buildPostalIndex(FIXTURE_RECORDS);

/** n records sharing one prefecture and city, zipcodes 9000000, 9000001, … */
export function manyRecords(count: number): AddressRecord[] {
  return Array.from({ length: count }, (_, n) =>
    toRecord([
      String(9000000 + n),
      '沖縄県',
      '那覇市',
      `町${n}`,
      'オキナワケン',
      'ナハシ',
      `マチ${n}`,
    ]),
  );
}

export function zipDataset(json: unknown): Uint8Array {
  return zipSync({ [POSTAL_ZIP_ENTRY]: strToU8(JSON.stringify(json)) });
}

export const FIXTURE_ZIP = zipDataset(encodePostalColumns(FIXTURE_RECORDS, 'fixture'));
