import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { arrayLiteral } from './row-arrays.ts';
import { runnableStatement, runStatement, type RunnableStatement } from './statement-run.ts';

// The small SQL pieces every module writes the same way: one place each (decision 013).

/** A timestamp read from PostgreSQL (a Date, or text from a raw query) as ISO-8601 UTC. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A timestamptz column as `iso` writes it (milliseconds, truncated as JavaScript's Date does), made
 * by PostgreSQL: a list of rows then parses no date in Node (~2 µs each, decision 067).
 */
export const isoText = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same, for a column that may be null. */
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Read rows gathered by a key (an instruction's lines, …), each group in the rows' order. */
export function groupedBy<Row, Key, Value>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  valueOf: (row: Row) => Value,
) {
  const groups = new Map<Key, Value[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(valueOf(row));
    else groups.set(keyOf(row), [valueOf(row)]);
  }
  return groups;
}

/** Integers as one `int[]` parameter, for `= any(…)` and `unnest(…)`: one bind, any count. */
export const intArray = (values: readonly number[]): SQL =>
  sql`${arrayLiteral(values, 'int4')}::int[]`;

/** Text values as one `text[]` parameter, quoted and escaped. */
export const textArray = (values: readonly string[]): SQL =>
  sql`${arrayLiteral(values, 'text')}::text[]`;

/** Conditions joined with `and`; `true` when there are none, so a where clause stays valid. */
export const allOf = (conditions: readonly (SQL | undefined)[]): SQL => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/** A check constraint's list of fixed codes ('a', 'b'): written into DDL, so never user input. */
export const constantList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

// One dialect for turning a statement into text and values; raw SQL needs no table casing.
const dialect = new PgDialect();
const statements = new Map<string, RunnableStatement>();
const NAMED_TEXTS_MAX = 1000;

/**
 * Runs `query` as a named prepared statement, its name the hash of its text: one statement per
 * filter shape, parsed once per connection, and planned generically once PostgreSQL finds the
 * generic plan as good (decision 058). Every value must be bound (never written into the text),
 * or each value would be a statement of its own.
 */
export async function executePrepared<Row>(db: DbOrTx, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  let statement = statements.get(built.sql);
  if (!statement) {
    statement = runnableStatement(statementName(built.sql), { sql: built.sql, params: [] });
    // The shapes are few; the cap only guards memory should a caller break the rule above.
    if (statements.size < NAMED_TEXTS_MAX) statements.set(built.sql, statement);
  }
  return runStatement<Row>(db, statement, {}, built.params);
}

const statementName = (text: string) =>
  `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** A statement's text built once, its values `sql.placeholder`s bound at each execution. */
export type PreparedText = RunnableStatement;

/**
 * Builds `query` once (decision 067): a caller keeps it per shape and runs it with
 * `executePreparedText`, so no SQL is built per request. Values must be placeholders. Named, it is
 * parsed once per connection and may run on PostgreSQL's generic plan; `named: false` keeps a
 * statement whose best plan hangs on its values (a keyword's grams) planned for each execution.
 */
export const preparedText = (query: SQL, { named = true } = {}): PreparedText => {
  const built = dialect.sqlToQuery(query);
  return runnableStatement(named ? statementName(built.sql) : undefined, built);
};

/**
 * Statements kept per shape: the one of a key is built by `preparedText` the first time it is asked
 * for, then kept for the process (the list reads and the product search each keep one such store).
 */
export const preparedTexts = () => {
  const built = new Map<string, PreparedText>();
  return (key: string, build: () => SQL, options?: { named?: boolean }): PreparedText => {
    let statement = built.get(key);
    if (!statement) built.set(key, (statement = preparedText(build(), options)));
    return statement;
  };
};

/**
 * Statements kept per value (a keyword's page, its values written into its text by `textLiteral`):
 * named, so PostgreSQL plans each once per connection for its own values; evictable, so a
 * connection keeps at most EVICTABLE_PER_CONNECTION of them; at most `max` kept here, the least
 * recently asked for dropped first (decision 077).
 */
export const valueTexts = (max: number) => {
  const built = new Map<string, PreparedText>();
  return (key: string, build: () => SQL): PreparedText => {
    let statement = built.get(key);
    if (statement) built.delete(key);
    else {
      const query = dialect.sqlToQuery(build());
      statement = runnableStatement(statementName(query.sql), query, { evictable: true });
      if (built.size >= max) built.delete(built.keys().next().value!);
    }
    built.set(key, statement);
    return statement;
  };
};

/**
 * A text value written into a statement's text as a standard string literal (its quotes doubled):
 * for `valueTexts` only. A value a literal cannot hold (NUL) is not writable: undefined.
 */
export const textLiteral = (value: string): string | undefined =>
  value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;

/** Runs a statement built by `preparedText` with its placeholders' values; rows as PostgreSQL gave them. */
export const executePreparedText = <Row>(
  db: DbOrTx,
  statement: PreparedText,
  values: Record<string, unknown>,
) => runStatement<Row>(db, statement, values);
