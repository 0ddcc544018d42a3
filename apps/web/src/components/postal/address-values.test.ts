import { buildPostalIndex } from '@logi/postal';
import { describe, expect, it } from 'vitest';
import {
  applyCandidate,
  EMPTY_ADDRESS,
  fillFromPostalCode,
  normalizePostalCode,
  postalCodeError,
  validateAddress,
} from './address-values.ts';
import { PREFECTURES } from '@logi/shared';

describe('applyCandidate', () => {
  it('fills code, prefecture, city and town and keeps the building', () => {
    const before = { ...EMPTY_ADDRESS, town: '古い町1-2', building: 'ロジビル3階' };
    const after = applyCandidate(before, {
      zipcode: '100-0001',
      pref: '東京都',
      city: '千代田区',
      town: '千代田',
    });
    expect(after).toEqual({
      postalCode: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      town: '千代田',
      building: 'ロジビル3階',
    });
  });
});

describe('postal code on blur', () => {
  it.each([
    ['１００－０００１', '100-0001'],
    [' 1000001 ', '1000001'],
    ['100ー0001', '100-0001'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePostalCode(input)).toBe(expected);
  });

  it.each([
    ['1000001', true, null],
    ['100-0001', true, null],
    ['', false, null],
    ['', true, '必須項目です'],
    ['100001', false, '形式が間違っています'],
    ['10-00001', true, '形式が間違っています'],
    ['abc-defg', true, '形式が間違っています'],
  ])('%s (required %s) → %s', (value, required, expected) => {
    expect(postalCodeError(value, required)).toBe(expected);
  });
});

describe('validateAddress', () => {
  it('accepts a whole address, the building being optional', () => {
    const address = {
      postalCode: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      town: '千代田1-1',
      building: ' ',
    };
    expect(validateAddress(address)).toEqual({});
  });

  it('says which parts are missing or wrong', () => {
    const messages = validateAddress({
      ...EMPTY_ADDRESS,
      prefecture: '東京',
      building: 'あ'.repeat(101),
    });
    expect(messages).toEqual({
      postalCode: '必須項目です',
      prefecture: '形式が間違っています',
      city: '必須項目です',
      town: '必須項目です',
      building: '100文字以内で入力してください',
    });
  });

  it('knows the 47 prefectures', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(new Set(PREFECTURES).size).toBe(47);
  });
});

describe('fillFromPostalCode', () => {
  const record = (zipcode: string, pref: string, city: string, town: string) => ({
    zipcode,
    pref,
    city,
    town,
    pref_kana: '',
    city_kana: '',
    town_kana: '',
  });
  const index = buildPostalIndex([
    record('1000001', '東京都', '千代田区', '千代田'),
    record('4520961', '愛知県', '清須市', '春日明河'),
    record('4520961', '愛知県', '清須市', '春日一本松'),
  ]);
  const blank = { ...EMPTY_ADDRESS };

  it.each([
    [
      'a code naming one town fills prefecture, city and town',
      { ...blank, postalCode: '100-0001' },
      { prefecture: '東京都', city: '千代田区', town: '千代田' },
    ],
    [
      'a code naming several towns fills prefecture and city only',
      { ...blank, postalCode: '4520961' },
      { prefecture: '愛知県', city: '清須市', town: '' },
    ],
    [
      'an unknown code changes nothing',
      { ...blank, postalCode: '9999999' },
      { prefecture: '', city: '', town: '' },
    ],
    [
      'an incomplete code changes nothing',
      { ...blank, postalCode: '100' },
      { prefecture: '', city: '', town: '' },
    ],
    [
      'an address already typed is kept',
      { ...blank, postalCode: '1000001', city: '港区' },
      { prefecture: '', city: '港区', town: '' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(fillFromPostalCode(values, index)).toMatchObject(expected);
  });
});
