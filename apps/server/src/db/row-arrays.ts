import { sql } from 'drizzle-orm';

type ArrayType = 'int4' | 'int8' | 'text' | 'bool' | 'uuid' | 'timestamptz';
type Cell = string | number | boolean | null;

/** One column sent as an array: its name, its PostgreSQL type and how to read it from a row. */
export type ArrayColumn<T> = { name: string; type: ArrayType; value: (row: T) => Cell };

const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

/**
 * The column as PostgreSQL's array text, built here rather than by pg's per-element serialiser
 * (a tenth of the time for the integer columns that make most of a bulk write): numbers and
 * booleans as they are, every other value quoted and escaped, nulls as NULL.
 */
export function arrayLiteral(values: readonly Cell[], type: ArrayType) {
  const cells = values.map((value) => {
    if (value === null) return 'NULL';
    if (type === 'int4' || type === 'int8') {
      if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${String(value)}`);
      return String(value);
    }
    if (type === 'bool') return value ? 't' : 'f';
    return quoted(String(value));
  });
  return `{${cells.join(',')}}`;
}

/**
 * `unnest($1::int4[], $2::text[], …) as alias(a, b, …)`: thousands of rows in one statement, one
 * array parameter per column. A fifth of the bytes of the same rows as JSON objects, and cheaper
 * for PostgreSQL to read (decision 031). With `ordinal`, each row also carries its 1-based
 * position under that name.
 */
export function rowsAsArrays<T>(
  rows: readonly T[],
  columns: readonly ArrayColumn<T>[],
  alias: string,
  { ordinal }: { ordinal?: string } = {},
) {
  const arrays = sql.join(
    columns.map((c) => sql`${arrayLiteral(rows.map(c.value), c.type)}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  const names = columns.map((c) => c.name).concat(ordinal ? [ordinal] : []);
  return sql`unnest(${arrays})${sql.raw(ordinal ? ' with ordinality' : '')} as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
}
