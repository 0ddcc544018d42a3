import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { naiveSearchByAddress, naiveSearchByCode } from './naive-search.ts';
import { POSTAL_ZIP_PATH, readPostalRecords } from './node.ts';
import { buildPostalIndex, type PostalIndex } from './postal-index.ts';
import { searchByAddress } from './search-address.ts';
import { searchByCode } from './search-code.ts';
import type { AddressRecord, AddressSearchOptions, CodeSearchOptions } from './types.ts';

// The committed dataset, packages/postal/data/zipcodes.zip.
let records: AddressRecord[];
let index: PostalIndex;
beforeAll(async () => {
  records = await readPostalRecords();
  index = buildPostalIndex(records);
});

describe('the committed dataset', () => {
  it('is at most 2 MB and holds Japan Post residential codes', () => {
    expect(statSync(POSTAL_ZIP_PATH).size).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(records.length).toBeGreaterThan(120_000);
  });

  it('has 7-digit codes, full-width katakana readings and cleaned towns', () => {
    const bad = records.filter(
      (record) =>
        !/^\d{7}$/.test(record.zipcode) ||
        /[\uff61-\uff9f\u3041-\u3096]/.test(
          record.pref_kana + record.city_kana + record.town_kana,
        ) ||
        /以下に掲載がない場合|の次に.*がくる場合/.test(record.town),
    );
    expect(bad).toEqual([]);
  });
});

describe('searches over the real data', () => {
  it('finds the many regions of 452-0961, all in 清須市春日', () => {
    const result = searchByCode(index, '452-0961', { exact: true });
    expect(result.ok && result.records.length).toBe(66);
    expect(
      result.ok && result.records.every((r) => r.city === '清須市' && r.town.startsWith('春日')),
    ).toBe(true);
    const limited = searchByCode(index, '4520961', { exact: true, limit: 10 });
    expect(limited.ok && limited.records.length).toBe(10);
  });

  it.each([
    [
      '1000001',
      { exact: true },
      [{ zipcode: '100-0001', pref: '東京都', city: '千代田区', town: '千代田' }],
    ],
    [
      '0600000',
      { exact: true, hyphen: false },
      [{ zipcode: '0600000', pref: '北海道', city: '札幌市中央区', town: '' }],
    ],
  ])('%s %j', (input, options, expected) => {
    expect(searchByCode(index, input, options)).toEqual({ ok: true, records: expected });
  });

  it.each([
    ['10', {}, 50],
    ['452', { limit: 100 }, 100],
    ['45209', {}, 50],
  ])('prefix %s %j returns %i', (input, options, expected) => {
    const result = searchByCode(index, input, options);
    expect(result.ok && result.records.length).toBe(expected);
  });

  const codeQueries: [string, CodeSearchOptions][] = [
    ['100', {}],
    ['4520961', { exact: true }],
    ['９９', { limit: 500 }],
    ['0600000', { exact: true, hyphen: false }],
  ];
  it.each(codeQueries)('code %s %j matches a linear scan', (input, options) => {
    expect(searchByCode(index, input, options)).toEqual(naiveSearchByCode(index, input, options));
  });

  const addressQueries: [string, AddressSearchOptions][] = [
    ['千代田', {}],
    ['ちよだ', { limit: 1000 }],
    ['ｼﾝｼﾞｭｸ', {}],
    ['中央区', { leftAnchored: true }],
    ['東京都千代田区', { leftAnchored: true, limit: 1000 }],
    ['ほっかいどうさっぽろし', { leftAnchored: true }],
    ['春日', { limit: 5000 }],
    ['ケンケン', {}],
    ['ミッドランド', {}],
    ['鳩ケ谷', {}],
    ['東京都千代田区千代田', { exact: true }],
    ['北海道札幌市中央区', { exact: true }],
    ['アイチケンキヨスシハルヒイチバンワリ', { exact: true }],
    ['東京都千代田', { exact: true }],
  ];
  it.each(addressQueries)('address %s %j matches a linear scan', (input, options) => {
    expect(searchByAddress(index, input, options)).toEqual(
      naiveSearchByAddress(index, input, options),
    );
  });
});
