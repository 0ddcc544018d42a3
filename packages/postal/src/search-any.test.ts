import { describe, expect, it } from 'vitest';
import { looksLikeZipcode, searchPostal } from './search-any.ts';
import { fixtureIndex } from './test-fixtures.ts';

describe('looksLikeZipcode', () => {
  it.each([
    ['10', true],
    ['100-0001', true],
    ['〒１００ー０００１', true],
    [' 452 ', true],
    ['千代田', false],
    ['千代田1', false],
    ['', false],
    ['-', false],
  ])('%j → %s', (input, expected) => {
    expect(looksLikeZipcode(input)).toBe(expected);
  });
});

describe('searchPostal', () => {
  it.each([
    ['100', {}, ['100-0000', '100-0001', '100-6890']],
    ['100-0001', { exact: true }, ['100-0001']],
    ['ちよだく', {}, ['100-0000', '100-0001', '100-6890', '102-0082']],
    ['東京都千代田区', { exact: true, hyphen: false }, ['1000000']],
  ])('%j with %j finds %j', (input, options, expected) => {
    const result = searchPostal(fixtureIndex, input, options);
    expect(result.ok && result.records.map((record) => record.zipcode)).toEqual(expected);
  });

  it.each([
    ['1', 'code_too_short'],
    ['千', 'address_too_short'],
  ])('%j is rejected with %s', (input, code) => {
    const result = searchPostal(fixtureIndex, input);
    expect(!result.ok && result.error.code).toBe(code);
  });
});
