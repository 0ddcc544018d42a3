import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { rowsAsArrays } from './row-arrays.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

type Row = { id: number; text: string | null; flag: boolean | null; at: string | null };

it('sends any text, nulls and numbers through unnest unchanged and in order', async () => {
  const tricky = [
    'plain',
    '',
    'NULL',
    'null',
    '"quoted"',
    'back\\slash',
    '{brace,comma}',
    "it's",
    ' spaced ',
    '改行\nと\tタブ',
    "=cmd|' /C calc'!A0",
    '絵文字🙂',
  ];
  const rows: Row[] = tricky.map((text, index) => ({
    id: index + 1,
    text,
    flag: index % 2 === 0,
    at: null,
  }));
  rows.push({ id: 2_147_483_647, text: null, flag: null, at: '2026-11-24T01:02:03.456Z' });
  const { rows: back } = await database.db.execute<Row & { n: number }>(sql`
    select r.id, r.text, r.flag, to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, r.n::int as n
      from ${rowsAsArrays(
        rows,
        [
          { name: 'id', type: 'int4', value: (row) => row.id },
          { name: 'text', type: 'text', value: (row) => row.text },
          { name: 'flag', type: 'bool', value: (row) => row.flag },
          { name: 'at', type: 'timestamptz', value: (row) => row.at },
        ],
        'r',
        { ordinal: 'n' },
      )}
     order by r.n`);
  expect(back).toEqual(rows.map((row, index) => ({ ...row, n: index + 1 })));
});

it('refuses a number that is not an integer in an integer column', () => {
  expect(() =>
    rowsAsArrays([{ n: 1.5 }], [{ name: 'n', type: 'int4', value: (row) => row.n }], 'r'),
  ).toThrow(TypeError);
});
