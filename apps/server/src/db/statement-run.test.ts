import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { domainErrorOf, postgresErrorIn } from './database-errors.ts';
import {
  executePrepared,
  executePreparedText,
  preparedText,
  textLiteral,
  valueTexts,
} from './sql.ts';
import {
  EVICTABLE_PER_CONNECTION,
  runnableStatement,
  runStatement,
  runThroughDrizzle,
} from './statement-run.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    create table run_kinds (
      id int primary key, big bigint, small smallint, real_number real, exact numeric(12, 3),
      exacts numeric[], flag boolean, label text, labels text[], counts int[], key uuid,
      at timestamptz, ats timestamptz[], local_at timestamp, local_ats timestamp[], day date,
      days date[], span interval, spans interval[], doc json, docb jsonb, raw bytea, hour time)`);
  await database.db.execute(sql`
    insert into run_kinds values
      (1, 9007199254740993, 7, 1.5, 12.345, '{1.5,2}', true, '日本語 "q"', '{a,NULL,"x,y"}',
       '{3,1}', '00000000-0000-0000-0000-00000000000a', '2026-11-27 10:00:00.123+09',
       '{"2026-01-01 00:00:00+00"}', '2026-11-27 10:00:00', '{"2026-11-27 10:00:00"}',
       '2026-11-27', '{2026-11-27}', '1 day 02:00', '{"1 hour"}', '{"a": [1, "b"]}',
       '{"z": null, "n": 2}', '\\x00ff', '10:00'),
      (2, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
       null, null, null, null, null, null, null, null)`);
});
afterAll(() => database?.drop());

const dialect = new PgDialect();

/** The rows of `query` through drizzle's prepared query and through the new path, named or not. */
async function bothPaths(query: SQL, values: Record<string, unknown> = {}, name?: string) {
  const built = dialect.sqlToQuery(query);
  const before = await runThroughDrizzle(database.db, name, built, values);
  const after = await runStatement(database.db, runnableStatement(name, built), values);
  return { before: before.rows, after: after.rows };
}

it('gives every column type the rows drizzle gave: same keys, order, values and types', async () => {
  for (const name of [undefined, 'statement_run_kinds']) {
    const { before, after } = await bothPaths(
      sql`select *, id as again, big * 2 as doubled from run_kinds where id >= ${sql.placeholder('from')} order by id`,
      { from: 1 },
      name,
    );
    expect(after).toHaveLength(2);
    expect(after).toStrictEqual(before);
    expect(after.map((row) => Object.keys(row as object))).toStrictEqual(
      before.map((row) => Object.keys(row as object)),
    );
    // The kinds callers rely on, spelled out: int8 and dates as text, json parsed, arrays parsed.
    expect(after[0]).toMatchObject({ big: '9007199254740993', at: '2026-11-27 01:00:00.123+00' });
    expect(after[0]).toMatchObject({ doc: { a: [1, 'b'] }, counts: [3, 1], exacts: '{1.5,2}' });
  }
});

it('keeps a repeated column name as pg did (the last value, the first position)', async () => {
  const { before, after } = await bothPaths(
    sql`select 1 as a, 2 as b, 3 as a, ${sql.placeholder('text')}::text as c`,
    { text: 'x' },
    'statement_run_repeat',
  );
  expect(after).toStrictEqual([{ a: 3, b: 2, c: 'x' }]);
  expect(after).toStrictEqual(before);
  // A column named like the prototype's key is an own key, as with pg, not a prototype.
  const odd = await bothPaths(
    sql`select 1 as "__proto__", '{"x": 1}'::json as "__proto__", 2 as b`,
  );
  expect(Object.getPrototypeOf(odd.after[0])).toBe(Object.prototype);
  expect(Object.entries(odd.after[0] as object)).toStrictEqual([
    ['__proto__', { x: 1 }],
    ['b', 2],
  ]);
  expect(Object.entries(odd.after[0] as object)).toStrictEqual(
    Object.entries(odd.before[0] as object),
  );
});

it('answers no rows and statements without rows alike', async () => {
  const empty = await bothPaths(
    sql`select id from run_kinds where false`,
    {},
    'statement_run_empty',
  );
  expect(empty.after).toStrictEqual([]);
  expect(empty.after).toStrictEqual(empty.before);
  const write = await bothPaths(sql`update run_kinds set flag = flag where id = 0`);
  expect(write.after).toStrictEqual(write.before);
});

it('runs a statement built once with new values each time, and per-call statements by text', async () => {
  const statement = preparedText(
    sql`select id, label from run_kinds where id = ${sql.placeholder('id')}`,
  );
  const first = await executePreparedText(database.db, statement, { id: 1 });
  const second = await executePreparedText(database.db, statement, { id: 2 });
  expect([first.rows, second.rows]).toStrictEqual([
    [{ id: 1, label: '日本語 "q"' }],
    [{ id: 2, label: null }],
  ]);
  await expect(executePreparedText(database.db, statement, {})).rejects.toThrow(
    'No value for placeholder "id" was provided',
  );
  for (const id of [1, 2]) {
    const { rows } = await executePrepared(
      database.db,
      sql`select id from run_kinds where id = ${id}`,
    );
    expect(rows).toStrictEqual([{ id }]);
  }
});

it("runs on a transaction's client: sees its writes, and they go with its rollback", async () => {
  const statement = preparedText(
    sql`select label from run_kinds where id = ${sql.placeholder('id')}`,
  );
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into run_kinds (id, label) values (3, 'in transaction')`);
      const inside = await executePreparedText(tx, statement, { id: 3 });
      const outside = await executePreparedText(database.db, statement, { id: 3 });
      expect([inside.rows, outside.rows]).toStrictEqual([[{ label: 'in transaction' }], []]);
      // Named: parsed once on this connection, kept there by PostgreSQL under the statement's name.
      const kept = await tx.execute(sql`select name from pg_prepared_statements`);
      expect(kept.rows).toContainEqual({ name: statement.config.name });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect((await executePreparedText(database.db, statement, { id: 3 })).rows).toStrictEqual([]);
});

it("fails as drizzle failed: PostgreSQL's error in cause, read as the client's fault", async () => {
  const query = sql`select id from run_kinds where key = ${sql.placeholder('key')}::uuid`;
  const built = dialect.sqlToQuery(query);
  const values = { key: 'not-a-uuid' };
  const before = await runThroughDrizzle(database.db, 'statement_run_fail', built, values).catch(
    (error: unknown) => error,
  );
  const statement = runnableStatement('statement_run_fail', built);
  const after = await runStatement(database.db, statement, values).catch((error: unknown) => error);
  expect(after).toBeInstanceOf((before as Error).constructor);
  expect((after as Error).message).toBe((before as Error).message);
  expect(postgresErrorIn(after)?.code).toBe('22P02');
  expect(domainErrorOf(after)).toBeDefined();
  await database.db.transaction(async (tx) => {
    const inside = await runStatement(tx, statement, values).catch((error: unknown) => error);
    expect(postgresErrorIn(inside)?.code).toBe('22P02');
  });
  // The pool's connections are still usable afterwards.
  expect((await runStatement(database.db, statement, { key: null })).rows).toStrictEqual([]);
});

it('reads the new row shape when the columns under an unnamed statement change', async () => {
  const statement = runnableStatement(undefined, dialect.sqlToQuery(sql`select * from run_shape`));
  await database.db.execute(sql`create table run_shape (a int)`);
  await database.db.execute(sql`insert into run_shape values (1)`);
  expect((await runStatement(database.db, statement, {})).rows).toStrictEqual([{ a: 1 }]);
  await database.db.execute(sql`alter table run_shape add column b text default 'x'`);
  expect((await runStatement(database.db, statement, {})).rows).toStrictEqual([{ a: 1, b: 'x' }]);
});

it('keeps a bounded number of per-value statements prepared on a connection, the least recently run closed first', async () => {
  const keyword = valueTexts(1000);
  // One statement per value, its value written in (as a keyword's page is).
  const statementFor = (n: number) =>
    keyword(
      `n:${n}`,
      () =>
        sql`select ${sql.raw(textLiteral(`v${n}`)!)}::text as v, ${sql.placeholder('id')}::int as id`,
    );
  await database.db.transaction(async (tx) => {
    const run = async (n: number) =>
      (await executePreparedText<{ v: string; id: number }>(tx, statementFor(n), { id: n })).rows;
    for (let n = 0; n < EVICTABLE_PER_CONNECTION; n += 1)
      expect(await run(n)).toStrictEqual([{ v: `v${n}`, id: n }]);
    await run(0); // run again: now the most recent, so 1 is the oldest
    expect(await run(EVICTABLE_PER_CONNECTION)).toStrictEqual([
      { v: `v${EVICTABLE_PER_CONNECTION}`, id: EVICTABLE_PER_CONNECTION },
    ]);
    const kept = new Set(
      (await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements`)).rows.map(
        (row) => row.name,
      ),
    );
    const names = (ns: number[]) => ns.map((n) => statementFor(n).config.name);
    expect(names([0, 2, EVICTABLE_PER_CONNECTION]).every((name) => kept.has(name!))).toBe(true);
    expect(kept.has(names([1])[0]!)).toBe(false);
    const all = names(Array.from({ length: EVICTABLE_PER_CONNECTION + 1 }, (_, n) => n));
    expect(all.filter((name) => kept.has(name!))).toHaveLength(EVICTABLE_PER_CONNECTION);
    // The closed one is prepared again when it runs again, and answers as before.
    expect(await run(1)).toStrictEqual([{ v: 'v1', id: 1 }]);
  });
});

it('writes a text literal PostgreSQL reads back as it was, and refuses one no literal can hold', async () => {
  const texts = [`it's`, `''`, `\\'; select 1; --`, '日本語 "q" \\n', ''];
  for (const text of texts) {
    const { rows } = await database.db.execute<{ t: string }>(
      sql`select ${sql.raw(textLiteral(text)!)}::text as t`,
    );
    expect(rows).toStrictEqual([{ t: text }]);
  }
  expect(textLiteral('a\0b')).toBeUndefined();
});
