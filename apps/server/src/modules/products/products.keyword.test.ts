import { describe, expect, it } from 'vitest';
import { keywordGrams } from './product-keyword.ts';

describe('keywordGrams', () => {
  it('gives the bigrams, lower-casing ASCII only, by code point', () => {
    expect(keywordGrams('緑茶')).toEqual(['緑茶']);
    expect(keywordGrams('Tea-1')).toEqual(['te', 'ea', 'a-', '-1']);
    expect(keywordGrams('ＡＢ')).toEqual(['ＡＢ']);
    expect(keywordGrams('𠮷野家')).toEqual(['𠮷野', '野家']);
    expect(keywordGrams('aaa')).toEqual(['aa']);
  });

  it('gives a single character as itself', () => {
    expect(keywordGrams('茶')).toEqual(['茶']);
    expect(keywordGrams('X')).toEqual(['x']);
  });
});
