import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';

// search_grams (migration 0016) must give every 1- and 2-character substring, lower-cased, as the
// GIN index and keywordGrams expect; its order and repeats do not matter.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Every distinct 1- and 2-character substring, by code point, ASCII lower-cased. */
function expected(value: string) {
  const chars = Array.from(value.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  const grams = new Set(chars);
  chars.slice(1).forEach((char, index) => grams.add(`${chars[index]}${char}`));
  return [...grams].sort();
}

it('gives every unigram and bigram, for odd and even lengths, surrogates and the separator', async () => {
  const values = [
    'a',
    'ab',
    'abc',
    'AbC 緑茶',
    'BULK-000123 静岡 緑茶 50g',
    '𠮷野家',
    'x\u0001y z',
    '行1\n行2',
  ];
  for (const value of values) {
    const { rows } = await database.pool.query<{ grams: string[] }>(
      'select search_grams($1) as grams',
      [value],
    );
    expect([...new Set(rows[0]!.grams)].sort(), value).toEqual(expected(value));
  }
  const { rows } = await database.pool.query("select search_grams('') as grams");
  expect(rows[0].grams).toEqual([]);
});
