import { describe, expect, it } from 'vitest';
import { POSTAL_ERROR_MESSAGES } from './messages.ts';
import { buildPostalIndex } from './postal-index.ts';
import { searchByCode } from './search-code.ts';
import { fixtureIndex, manyRecords } from './test-fixtures.ts';
import type { CodeSearchOptions, PostalErrorCode } from './types.ts';

const zipcodesOf = (input: string, options: CodeSearchOptions = {}, index = fixtureIndex) => {
  const result = searchByCode(index, input, options);
  if (!result.ok) throw new Error(`unexpected rejection: ${result.error.message}`);
  return result.records.map((record) => record.zipcode);
};

describe('searchByCode: exact mode', () => {
  it.each([
    ['1000001', ['100-0001']],
    ['100-0001', ['100-0001']],
    ['１００−０００１', ['100-0001']],
    ['１００ー０００１', ['100-0001']],
    [' 100 0001 ', ['100-0001']],
    ['〒100-0001', ['100-0001']],
    ['4520961', ['452-0961', '452-0961']],
  ])('%s finds %j', (input, expected) => {
    expect(zipcodesOf(input, { exact: true })).toEqual(expected);
  });

  it('returns every town of a code with several towns, in data order', () => {
    const result = searchByCode(fixtureIndex, '4520961', { exact: true });
    expect(result).toEqual({
      ok: true,
      records: [
        { zipcode: '452-0961', pref: '愛知県', city: '清須市', town: '春日明河原' },
        { zipcode: '452-0961', pref: '愛知県', city: '清須市', town: '春日一番割' },
      ],
    });
  });

  it.each<[string, PostalErrorCode]>([
    ['', 'code_not_7_digits'],
    ['1', 'code_not_7_digits'],
    ['100000', 'code_not_7_digits'],
    ['10000011', 'code_not_7_digits'],
    ['abc-defg', 'code_not_7_digits'],
    ['9999999', 'address_not_found'],
    ['1000002', 'address_not_found'],
  ])('%j is rejected with %s', (input, code) => {
    expect(searchByCode(fixtureIndex, input, { exact: true })).toEqual({
      ok: false,
      error: { code, message: POSTAL_ERROR_MESSAGES[code] },
    });
  });

  it('has no default limit, but honours an explicit one', () => {
    const index = buildPostalIndex(
      manyRecords(60).map((record) => ({ ...record, zipcode: '9000000' })),
    );
    expect(zipcodesOf('9000000', { exact: true }, index)).toHaveLength(60);
    expect(zipcodesOf('9000000', { exact: true, limit: 3 }, index)).toHaveLength(3);
    expect(zipcodesOf('9000000', { exact: true, limit: 0 }, index)).toEqual([]);
  });
});

describe('searchByCode: prefix mode', () => {
  it.each([
    ['10', ['100-0000', '100-0001', '100-6890', '102-0082']],
    ['100', ['100-0000', '100-0001', '100-6890']],
    ['１０２', ['102-0082']],
    ['452-09', ['452-0961', '452-0961']],
    ['1000001', ['100-0001']],
    ['10000011', []],
    ['99', []],
  ])('%s finds %j in zipcode order', (input, expected) => {
    expect(zipcodesOf(input)).toEqual(expected);
  });

  it.each(['', '1', '１', '-1-', 'ab'])('%j has fewer than 2 digits and is rejected', (input) => {
    expect(searchByCode(fixtureIndex, input)).toEqual({
      ok: false,
      error: { code: 'code_too_short', message: '郵便番号は2文字以上で入力してください' },
    });
  });

  it.each([
    [undefined, 50],
    [10, 10],
    [100, 60],
  ])('limit %s returns %i of 60 matches', (limit, expected) => {
    const index = buildPostalIndex(manyRecords(60));
    expect(zipcodesOf('90', { limit }, index)).toHaveLength(expected);
  });
});

describe('searchByCode: hyphenation', () => {
  it.each([
    [{}, '100-0001'],
    [{ hyphen: true }, '100-0001'],
    [{ hyphen: false }, '1000001'],
  ])('%j gives %s', (options, zipcode) => {
    expect(zipcodesOf('1000001', { exact: true, ...options })).toEqual([zipcode]);
    expect(zipcodesOf('1000001', options)).toEqual([zipcode]);
  });
});
