import { sql } from 'drizzle-orm';

/** One column sent as an array: its name, its PostgreSQL type and how to read it from a row. */
export type ArrayColumn<T> = {
  name: string;
  type: 'int4' | 'int8' | 'text' | 'bool' | 'uuid' | 'timestamptz';
  value: (row: T) => unknown;
};

/**
 * `unnest($1::int4[], $2::text[], …) as alias(a, b, …)`: thousands of rows in one statement, one
 * array parameter per column (pg serialises and escapes them; nulls stay nulls). A fifth of the
 * bytes of the same rows as JSON objects, and cheaper for PostgreSQL to read (decision 031).
 * With `ordinal`, each row also carries its 1-based position under that name.
 */
export function rowsAsArrays<T>(
  rows: readonly T[],
  columns: readonly ArrayColumn<T>[],
  alias: string,
  { ordinal }: { ordinal?: string } = {},
) {
  const arrays = sql.join(
    columns.map((c) => sql`${sql.param(rows.map(c.value))}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  const names = columns.map((c) => c.name).concat(ordinal ? [ordinal] : []);
  return sql`unnest(${arrays})${sql.raw(ordinal ? ' with ordinality' : '')} as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
}
