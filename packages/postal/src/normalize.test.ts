import { describe, expect, it } from 'vitest';
import {
  characterCount,
  formatZipcode,
  normalizeCodeInput,
  toFullWidthKatakana,
  toSearchKey,
} from './normalize.ts';

describe('normalizeCodeInput', () => {
  it.each([
    ['1000001', '1000001'],
    ['100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    ['〒１００ー0001', '1000001'],
    [' 1 0 0 ', '100'],
    ['abc', ''],
    ['', ''],
    ['１２３４５６７８', '12345678'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCodeInput(input)).toBe(expected);
  });
});

describe('toFullWidthKatakana', () => {
  it.each([
    ['ﾄｳｷｮｳﾄ', 'トウキョウト'],
    ['ｼﾝｼﾞｭｸ', 'シンジュク'],
    ['ﾊﾟｰｸ', 'パーク'],
    ['ｷﾀ10ｼﾞｮｳﾆｼ', 'キタ10ジョウニシ'],
    ['ﾒｲｴｷ(ｺｳｿｳﾄｳ)1ｶｲ', 'メイエキ(コウソウトウ)1カイ'],
    ['しんじゅく', 'シンジュク'],
    ['トウキョウ', 'トウキョウ'],
  ])('%s → %s', (input, expected) => {
    expect(toFullWidthKatakana(input)).toBe(expected);
  });
});

describe('toSearchKey', () => {
  it.each([
    ['東京都千代田区', '東京都千代田区'],
    [' 東京都 千代田区　', '東京都千代田区'],
    ['さいたま市', 'サイタマ市'],
    ['ﾁﾖﾀﾞ', 'チヨダ'],
    ['ちよだ', 'チヨダ'],
    ['大手町ＪＡビル', '大手町JAビル'],
    ['ja', 'JA'],
    ['鳩ヶ谷', '鳩ケ谷'],
    ['佐々木', '佐々木'],
    ['１丁目', '1丁目'],
  ])('%j → %j', (input, expected) => {
    expect(toSearchKey(input)).toBe(expected);
  });
});

describe('formatZipcode', () => {
  it.each([
    ['1000001', true, '100-0001'],
    ['1000001', false, '1000001'],
    ['100', true, '100'],
  ])('%s with hyphen %s → %s', (zipcode, hyphen, expected) => {
    expect(formatZipcode(zipcode, hyphen)).toBe(expected);
  });
});

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['東京', 2],
    ['𠮷野', 2],
  ])('%j has %i characters', (text, expected) => {
    expect(characterCount(text)).toBe(expected);
  });
});
