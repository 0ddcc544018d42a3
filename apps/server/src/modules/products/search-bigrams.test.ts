import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';

// search_bigrams (migration 0021) must give every 2-character substring, lower-cased, as the GIN
// index and keywordGrams expect; its order and repeats do not matter.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Every distinct 2-character substring, by code point, ASCII lower-cased. */
function expected(value: string) {
  const chars = Array.from(value.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  const grams = new Set<string>();
  chars.slice(1).forEach((char, index) => grams.add(`${chars[index]}${char}`));
  return [...grams].sort();
}

it('gives every bigram, for odd and even lengths, surrogates and the separator', async () => {
  const values = [
    'a',
    'ab',
    'abc',
    'abcd',
    'aaaaa',
    '𠮷a',
    'AbC 緑茶',
    'BULK-000123 静岡 緑茶 50g',
    '𠮷野家',
    'x\u0001y z',
    '行1\n行2',
  ];
  for (const value of values) {
    const { rows } = await database.pool.query<{ grams: string[] }>(
      'select search_bigrams($1) as grams',
      [value],
    );
    expect([...new Set(rows[0]!.grams)].sort(), value).toEqual(expected(value));
  }
  for (const value of ['', 'a', '緑']) {
    const { rows } = await database.pool.query('select search_bigrams($1) as grams', [value]);
    expect(rows[0].grams, value).toEqual([]);
  }
});
