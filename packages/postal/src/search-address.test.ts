import { describe, expect, it } from 'vitest';
import { POSTAL_ERROR_MESSAGES } from './messages.ts';
import { buildPostalIndex } from './postal-index.ts';
import { searchByAddress } from './search-address.ts';
import { fixtureIndex, manyRecords } from './test-fixtures.ts';
import type { AddressSearchOptions } from './types.ts';

const zipcodesOf = (input: string, options: AddressSearchOptions = {}, index = fixtureIndex) => {
  const result = searchByAddress(index, input, options);
  if (!result.ok) throw new Error(`unexpected rejection: ${result.error.message}`);
  return result.records.map((record) => record.zipcode);
};

const CHIYODA_KU = ['100-0000', '100-0001', '100-6890', '102-0082'];

describe('searchByAddress: exact mode matches the whole pref+city+town or its kana', () => {
  it.each([
    ['東京都千代田区千代田', ['100-0001']],
    ['トウキョウトチヨダクチヨダ', ['100-0001']],
    ['とうきょうとちよだくちよだ', ['100-0001']],
    ['ﾄｳｷｮｳﾄﾁﾖﾀﾞｸﾁﾖﾀﾞ', ['100-0001']],
    [' 東京都 千代田区　千代田 ', ['100-0001']],
    ['東京都千代田区', ['100-0000']],
    ['愛知県清須市春日一番割', ['452-0961']],
    ['埼玉県さいたま市大宮区土手町', ['330-0801']],
    ['埼玉県サイタマ市大宮区土手町', ['330-0801']],
    ['埼玉県川口市鳩ケ谷本町', ['334-0002']],
    ['東京都千代田区大手町ja ビル', ['100-6890']],
  ])('%s finds %j', (input, expected) => {
    expect(zipcodesOf(input, { exact: true })).toEqual(expected);
  });

  it.each([
    '千代田',
    '千代田区千代田',
    '東京都千代田区千代田1',
    'トウキョウトチヨダ',
    'どこにもない町',
  ])('%s is not a whole address and is rejected', (input) => {
    expect(searchByAddress(fixtureIndex, input, { exact: true })).toEqual({
      ok: false,
      error: { code: 'zipcode_not_found', message: '該当する郵便番号が見つかりませんでした' },
    });
  });
});

describe('searchByAddress: non-exact mode', () => {
  it.each([
    ['千代田', [...CHIYODA_KU, '252-0237']],
    ['ちよだ', [...CHIYODA_KU, '252-0237']],
    ['ﾁﾖﾀﾞ', [...CHIYODA_KU, '252-0237']],
    ['中央区', ['060-0000', '060-0042', '252-0237']],
    ['ハルヒ', ['452-0961', '452-0961']],
    ['春日', ['452-0961', '452-0961']],
    ['大宮', ['330-0801']],
    ['おおみや', ['330-0801']],
    ['鳩ヶ谷', ['334-0002']],
    ['鳩ケ谷', ['334-0002']],
    ['ＪＡ', ['100-6890']],
    ['ja', ['100-6890']],
    ['どこにもない町', []],
  ])('contains %s finds %j', (input, expected) => {
    expect(zipcodesOf(input)).toEqual(expected);
    expect(zipcodesOf(input, { leftAnchored: false })).toEqual(expected);
  });

  it.each([
    ['東京都千代田', CHIYODA_KU],
    ['とうきょうと', CHIYODA_KU],
    ['ﾄｳｷｮｳﾄﾁﾖﾀﾞｸ', CHIYODA_KU],
    ['北海道', ['060-0000', '060-0042']],
    ['ホッカイドウサッポロ', ['060-0000', '060-0042']],
    ['千代田', []],
    ['中央区', []],
  ])('left-anchored %s finds %j', (input, expected) => {
    expect(zipcodesOf(input, { leftAnchored: true })).toEqual(expected);
  });

  it.each([
    [{}, 50],
    [{ limit: 10 }, 10],
    [{ limit: 100 }, 60],
    [{ leftAnchored: true }, 50],
    [{ leftAnchored: true, limit: 5 }, 5],
  ])('with %j returns %i of 60 matches', (options, expected) => {
    expect(zipcodesOf('沖縄県那覇市町', options, buildPostalIndex(manyRecords(60)))).toHaveLength(
      expected,
    );
  });

  it.each([
    [{}, '100-0001'],
    [{ hyphen: false }, '1000001'],
  ])('hyphenation %j gives %s', (options, zipcode) => {
    expect(zipcodesOf('千代田区千代田', options)).toEqual([zipcode]);
    expect(zipcodesOf('東京都千代田区千代田', { exact: true, ...options })).toEqual([zipcode]);
  });
});

describe('searchByAddress: fewer than 2 characters', () => {
  it.each(['', ' ', '東', ' 東 ', '　と　', 'ｶﾞ'])('%j is rejected in every mode', (input) => {
    const rejection = {
      ok: false,
      error: { code: 'address_too_short', message: POSTAL_ERROR_MESSAGES.address_too_short },
    };
    expect(searchByAddress(fixtureIndex, input)).toEqual(rejection);
    expect(searchByAddress(fixtureIndex, input, { exact: true })).toEqual(rejection);
    expect(searchByAddress(fixtureIndex, input, { leftAnchored: true })).toEqual(rejection);
  });
});
