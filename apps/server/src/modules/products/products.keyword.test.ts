import { describe, expect, it } from 'vitest';
import { askedGrams, keywordGrams } from './product-keyword.ts';

describe('keywordGrams', () => {
  it('gives the bigrams, lower-casing ASCII only, by code point', () => {
    expect(keywordGrams('緑茶')).toEqual(['緑茶']);
    expect(keywordGrams('Tea-1')).toEqual(['te', 'ea', 'a-', '-1']);
    expect(keywordGrams('ＡＢ')).toEqual(['ＡＢ']);
    expect(keywordGrams('𠮷野家')).toEqual(['𠮷野', '野家']);
    expect(keywordGrams('aaa')).toEqual(['aa']);
  });

  it('gives none for a single character (LIKE alone matches it)', () => {
    expect(keywordGrams('茶')).toEqual([]);
    expect(keywordGrams('X')).toEqual([]);
    expect(askedGrams('茶', new Map([['茶', 0.2]]))).toEqual([]);
  });
});

describe('askedGrams', () => {
  const frequencies = new Map([
    ['bu', 0.99],
    ['ul', 0.99],
    ['01', 0.14],
    ['12', 0.04],
    ['緑茶', 0.05],
  ]);

  it('leaves out grams in more than COMMON_GRAM_SHARE of products; unlisted grams are rare', () => {
    expect(askedGrams('bu012', frequencies)).toEqual(['u0', '01', '12']);
    expect(askedGrams('緑茶', frequencies)).toEqual(['緑茶']);
  });

  it('keeps the rarest gram when every gram is common', () => {
    expect(askedGrams('bul', new Map([...frequencies, ['ul', 0.5]]))).toEqual(['ul']);
    expect(askedGrams('BUL', frequencies)).toEqual(['bu']);
  });

  it('asks every gram without frequencies', () => {
    expect(askedGrams('bu012', new Map())).toEqual(keywordGrams('bu012'));
  });
});
