import { describe, expect, it } from 'vitest';
import { buildBigramIndex, narrowestPostings } from './bigram-index.ts';
import { IntIdTable } from './int-id-table.ts';

describe('IntIdTable', () => {
  it('gives dense ids in insertion order and keeps them while growing', () => {
    const table = new IntIdTable(2);
    const keys = Array.from({ length: 1000 }, (_, n) => n * 7919);
    expect(keys.map((key) => table.getOrAdd(key))).toEqual(keys.map((_, n) => n));
    expect(keys.map((key) => table.get(key))).toEqual(keys.map((_, n) => n));
    expect(table.getOrAdd(keys[3] as number)).toBe(3);
    expect(table.get(1)).toBe(-1);
    expect(table.size).toBe(1000);
  });
});

describe('narrowestPostings', () => {
  const index = buildBigramIndex([
    ['東京都', 'トウキョウト'],
    ['京都府', 'キョウトフ'],
    ['東京東京', ''],
  ]);

  it.each([
    ['東京', [0, 2]],
    ['京都', [0, 1]],
    ['キョウ', [0, 1]],
    ['京都府', [1]],
    ['東京東', [2]],
    ['大阪', []],
    ['都東', []],
  ])('%s → %j: the shortest list among its bigrams, each id once, ascending', (query, ids) => {
    expect([...narrowestPostings(index, query)]).toEqual(ids);
  });
});
