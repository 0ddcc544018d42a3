import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Decision 023: the stock service is the only writer of `stocks`. Other modules cannot import the
// table (eslint.boundaries.js); this proves no product file, this module's included, writes it
// another way — a Drizzle insert/update/delete on the table or the same in SQL text.

const SERVER_SOURCE = new URL('../../', import.meta.url).pathname;
const THE_STOCK_SERVICE = 'modules/stocks/stocks.service.ts';
const WRITES = [
  /\.(insert|update|delete)\(\s*stocks\s*\)/,
  /\binsert\s+into\s+"?stocks"?[\s(]/i,
  /\bupdate\s+"?stocks"?\s+set\b/i,
  /\bdelete\s+from\s+"?stocks"?\b/i,
];
// Tests set up state as they need; the seeds go through the stock service like everyone else.
const isTestCode = (path: string) => /\.test\.ts$|test-support|^test\//.test(path);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

it('finds writes of the stocks table only in the stock service', () => {
  const writers = sourceFiles(SERVER_SOURCE)
    .map((path) => relative(SERVER_SOURCE, path))
    .filter((path) => !isTestCode(path))
    .filter((path) =>
      WRITES.some((write) => write.test(readFileSync(join(SERVER_SOURCE, path), 'utf8'))),
    );
  expect(writers).toEqual([THE_STOCK_SERVICE]);
});

// Decision 065: the lots (stock_lots) are the stock service's too, written in one file.
const LOT_WRITES = [/\binsert\s+into\s+"?stock_lots"?[\s(]/i, /\bupdate\s+"?stock_lots"?\s/i];

it('finds writes of the lots only in the stock service', () => {
  const writers = sourceFiles(SERVER_SOURCE)
    .map((path) => relative(SERVER_SOURCE, path))
    .filter((path) => !isTestCode(path))
    .filter((path) =>
      LOT_WRITES.some((write) => write.test(readFileSync(join(SERVER_SOURCE, path), 'utf8'))),
    );
  expect(writers).toEqual(['modules/stocks/stock-lots.ts']);
});

const SHELF_WRITES = [
  /\binsert\s+into\s+"?stock_locations"?[\s(]/i,
  /\bupdate\s+"?stock_locations"?\s/i,
  /\bdelete\s+from\s+"?stock_locations"?\b/i,
];

it('finds writes of the shelves (stock per location) only in the stock service', () => {
  const writers = sourceFiles(SERVER_SOURCE)
    .map((path) => relative(SERVER_SOURCE, path))
    .filter((path) => !isTestCode(path))
    .filter((path) =>
      SHELF_WRITES.some((write) => write.test(readFileSync(join(SERVER_SOURCE, path), 'utf8'))),
    );
  expect(writers).toEqual(['modules/stocks/stock-locations.ts']);
});

it('recognises each kind of write it looks for', () => {
  const samples = [
    'tx.update(stocks).set({ onHand: 1 })',
    'db.insert(stocks).values(row)',
    'await db.delete( stocks )',
    'sql`insert into stocks (organisation_id) values (1)`',
    'sql`UPDATE stocks SET on_hand = 0`',
    'sql`delete from "stocks" where id = 1`',
  ];
  for (const sample of samples)
    expect(
      WRITES.some((write) => write.test(sample)),
      sample,
    ).toBe(true);
  expect(WRITES.some((write) => write.test('sql`update stock_movements set note = 1`'))).toBe(
    false,
  );
});
