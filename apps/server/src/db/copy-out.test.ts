import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { copyOutRows, inlined } from './copy-out.ts';
import { textArray } from './sql.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const bytesOf = async (rows: AsyncIterable<Buffer>) => {
  const batches: Buffer[] = [];
  for await (const batch of rows) batches.push(batch);
  return Buffer.concat(batches).toString('utf8');
};

it('writes bound values in as literals that mean what the bound parameters meant', async () => {
  const at = new Date('2026-11-26T01:00:00Z');
  const query = sql`select ${"it's"}::text as a, ${'a\\b'}::text as b, ${7}::int as c,
    ${true}::boolean as d, ${null}::text as e, ${at}::timestamptz as f,
    ${textArray(['x', 'y"z', '$1'])} as g`;
  // One pass: a value that looks like a placeholder is not written over.
  expect(inlined(query)).toContain('"$1"');
  const bound = (await database.db.execute(query)).rows[0];
  const written = (await database.db.execute(sql.raw(inlined(query)))).rows[0];
  expect(written).toEqual(bound);
});

it('hands on each row of one text column as its bytes, in order, whatever they hold', async () => {
  const lines = ['a,"b"\r\n', 'タブ\tと\\バックスラッシュ\r\n', '改行\nを含む\r\n', '𠮷\r\n'];
  const query = sql`select line from unnest(${textArray(lines)}) with ordinality as t(line, n) order by n`;
  expect(await bytesOf(copyOutRows(database.db, query))).toBe(lines.join(''));
  // 20,000 rows come through in batches, with the pool's connection returned at the end.
  const many = sql`select 'row ' || n || E'\\r\\n' from generate_series(1, 20000) n order by n`;
  const text = await bytesOf(copyOutRows(database.db, many, { workMemMb: 8 }));
  expect(text.split('\r\n')).toHaveLength(20_001);
  expect(text.startsWith('row 1\r\nrow 2\r\n')).toBe(true);
});

it('gives the connection back when the reader stops early, and raises a failing statement', async () => {
  const many = sql`select repeat('x', 1000) from generate_series(1, 50000)`;
  for await (const batch of copyOutRows(database.db, many)) {
    expect(batch.length).toBeGreaterThan(0);
    break;
  }
  const broken = sql`select (1 / (n - 3))::text from generate_series(1, 5) n`;
  await expect(bytesOf(copyOutRows(database.db, broken))).rejects.toThrow(/division by zero/);
  expect((await database.db.execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
});
