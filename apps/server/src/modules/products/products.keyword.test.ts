import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { keptShare, pageMatchOf, WALK_WITHOUT_GRAMS_ROWS } from './product-page.ts';
import {
  askedGrams,
  keywordGrams,
  keywordMatchSql,
  keywordShapeOf,
  type KeywordUse,
} from './product-keyword.ts';

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

describe('keywordMatchSql', () => {
  const textOf = (use: KeywordUse) =>
    new PgDialect().sqlToQuery(
      keywordMatchSql(sql`p.product_code`, sql`p.name`, keywordShapeOf('緑茶', ['緑茶']), {
        pattern: sql`'%緑茶%'`,
        grams: sql`array['緑茶']`,
        use,
      }),
    ).sql;

  it("asks the index's grams on a page, and leaves them out of a page known to walk", () => {
    expect(textOf('page')).toContain('search_bigrams');
    expect(textOf('page')).toContain('like');
    expect(textOf('walk')).not.toContain('search_bigrams');
    expect(textOf('walk')).toContain('like');
    // Two characters decide by their bigram: a count reads the index alone.
    expect(textOf('count')).not.toContain('like');
  });
});

describe('pageMatchOf', () => {
  const byCode = { field: 'product_code', direction: 'asc' } as const;
  const firstPage = { offset: 0, limit: 20 };
  const kept = (total: number, products?: number) =>
    keptShare({ generation: '1', total, products });

  it('walks by LIKE alone when the code index reaches the last match within the budget', () => {
    // 5,000 matches in 100,000 products: one row in 20 matches, 400 rows for a first page.
    expect(pageMatchOf({ keyword: '緑茶' }, byCode, firstPage, kept(5_000, 100_000))).toBe('walk');
    const lastWalked = { offset: WALK_WITHOUT_GRAMS_ROWS / 20 - 20, limit: 20 };
    expect(pageMatchOf({ keyword: '緑茶' }, byCode, lastWalked, kept(5_000, 100_000))).toBe('walk');
    const deeper = { offset: lastWalked.offset + 1, limit: 20 };
    expect(pageMatchOf({ keyword: '緑茶' }, byCode, deeper, kept(5_000, 100_000))).toBe('page');
  });

  it('keeps the grams for a rare keyword, no match, another order or a count read without products', () => {
    expect(pageMatchOf({ keyword: 'BULK-0123' }, byCode, firstPage, kept(11, 100_000))).toBe(
      'page',
    );
    expect(pageMatchOf({ keyword: '無い' }, byCode, firstPage, kept(0, 100_000))).toBe('page');
    const byName = { field: 'name', direction: 'asc' } as const;
    expect(pageMatchOf({ keyword: '緑茶' }, byName, firstPage, kept(5_000, 100_000))).toBe('page');
    expect(pageMatchOf({ keyword: '緑茶' }, byCode, firstPage, kept(5_000))).toBe('page');
    expect(pageMatchOf({ keyword: '緑茶' }, byCode, firstPage, undefined)).toBe('page');
    expect(pageMatchOf({ salesStatus: 'suspended' }, byCode, firstPage, kept(50, 100))).toBe(
      'page',
    );
  });
});
