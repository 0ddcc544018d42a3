import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Decisions 013, 041 and 051: a table has one owner, the module whose `*.table.ts` defines it. Only
// that module's files write it (insert / update / delete, in SQL text or through Drizzle) or name
// it in a read; other modules call the owner's commands and read functions (its index.ts). Reads
// that join several modules' tables live in src/read-models/, which may name any table and write
// none. Test code and the seeds (src/demo/) are outside the rule: they arrange state as they need.

const SOURCE = new URL('./', import.meta.url).pathname;
const MODULES = join(SOURCE, 'modules');
const READ_MODELS = join(SOURCE, 'read-models');

/**
 * Writes that break the rule today, each with why it is left; this list only ever shrinks.
 * Keyed `<file under src/> → <table>`.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

/**
 * Reads of another module's table from a module's file, each with why it is left; this list only
 * ever shrinks. Keyed `<file under src/> → <table>`.
 */
const KNOWN_READ_EXCEPTIONS: Record<string, string> = {
  'modules/warehouse-jobs/warehouse-acknowledgements.repository.ts → warehouses':
    "an acknowledgement is bound to the warehouse's current setting in the statement that " +
    'stores it (decision 036): read apart, a setting changed between the two would be recorded',
};

const isTestCode = (file: string) => /\.test\.ts$|test-support/.test(file);

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Product files (test code left out) under a folder, as paths under src/. */
const productFiles = (folder: string) =>
  sourceFiles(folder)
    .map((path) => relative(SOURCE, path))
    .filter((file) => !isTestCode(file));

/** `modules/orders/commands/status.ts` → `orders`. */
const moduleOf = (file: string) => file.split('/')[1]!;
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

type Table = { name: string; variable: string; owner: string };

/** Every table with its SQL name, its Drizzle variable and its owning module. */
function tablesOf(files: string[]): Table[] {
  return files
    .filter((file) => /\.tables?\.ts$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(join(SOURCE, file), 'utf8').matchAll(
          /export const (\w+)\s*=\s*pgTable\(\s*'(\w+)'/g,
        ),
      ].map((match) => ({ variable: match[1]!, name: match[2]!, owner: moduleOf(file) })),
    );
}

/** The tables a source text names after the SQL keywords or Drizzle calls given. */
function tablesNamed(text: string, tables: readonly Table[], inSql: RegExp, inDrizzle: RegExp) {
  const code = withoutComments(text);
  const named = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const byVariable = new Map(tables.map((table) => [table.variable, table]));
  for (const match of code.matchAll(inSql)) if (byName.has(match[1]!)) named.add(match[1]!);
  for (const match of code.matchAll(inDrizzle)) {
    const table = byVariable.get(match[1]!);
    if (table) named.add(table.name);
  }
  return [...named];
}

/** The tables a source text writes, by SQL name. */
export const tablesWritten = (text: string, tables: readonly Table[]) =>
  tablesNamed(
    text,
    tables,
    /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi,
    /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g,
  );

/**
 * The tables a source text reads, by SQL name: `from` / `join` in SQL text (not `delete from`, a
 * write; not `from x.y`, a column), `.from()` and the joins in Drizzle.
 */
export const tablesRead = (text: string, tables: readonly Table[]) =>
  tablesNamed(
    text,
    tables,
    /(?<!\bdelete\s+)\b(?:from|join)\s+"?(\w+)"?(?![\w.(])/gi,
    /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\w+)\s*[,)]/g,
  );

/** `<file> → <table>` for each table a file names that it may not, less the known exceptions. */
function check(
  files: string[],
  tablesIn: (text: string) => string[],
  allowed: (file: string, table: string) => boolean,
  exceptions: Record<string, string>,
) {
  const violations = files.flatMap((file) =>
    tablesIn(readFileSync(join(SOURCE, file), 'utf8'))
      .filter((table) => !allowed(file, table))
      .map((table) => `${file} → ${table}`),
  );
  expect(violations.filter((violation) => !(violation in exceptions))).toEqual([]);
  // An exception that no longer happens leaves the list.
  expect(Object.keys(exceptions).filter((key) => !violations.includes(key))).toEqual([]);
}

const moduleFiles = productFiles(MODULES);
const tables = tablesOf(moduleFiles);
const ownerOf = new Map(tables.map((table) => [table.name, table.owner]));
const ownTable = (file: string, table: string) => ownerOf.get(table) === moduleOf(file);

it('finds every table written only by the module that defines it, none by a read model', () => {
  expect(tables.length).toBeGreaterThan(20);
  check(moduleFiles, (text) => tablesWritten(text, tables), ownTable, KNOWN_EXCEPTIONS);
  check(
    productFiles(READ_MODELS),
    (text) => tablesWritten(text, tables),
    () => false,
    {},
  );
});

it("finds every module's reads naming only its own tables (read models may name any)", () => {
  check(moduleFiles, (text) => tablesRead(text, tables), ownTable, KNOWN_READ_EXCEPTIONS);
});

const SAMPLE_TABLES = [
  { name: 'orders', variable: 'orders', owner: 'orders' },
  { name: 'order_lines', variable: 'orderLines', owner: 'orders' },
];

it('recognises each kind of write it looks for, and not reads or prose', () => {
  const samples = [
    'tx.update(orderLines).set({ shippedQty: 1 })',
    'db.insert( orders ).values(row)',
    'await db.delete(orders)',
    'sql`insert into order_lines (id) values (1)`',
    'sql`UPDATE orders o SET status = 1`',
    'sql`delete from "orders" where id = 1`',
    'sql`with e as (update order_lines l set allocated_qty = 0) select 1`',
  ];
  for (const sample of samples)
    expect(tablesWritten(sample, SAMPLE_TABLES), sample).not.toEqual([]);
  const harmless = [
    'sql`select * from orders for update of o`',
    'sql`select id from order_lines for update skip locked`',
    '// we update orders here in prose only',
    'sql`insert into order_events (id) select id from orders`',
  ];
  for (const sample of harmless) expect(tablesWritten(sample, SAMPLE_TABLES), sample).toEqual([]);
});

it('recognises each kind of read it looks for, and not writes, columns or prose', () => {
  const samples = [
    'sql`select id from orders where id = 1`',
    'sql`select 1 from "order_lines" l`',
    'sql`select o.id from x join order_lines l on l.order_id = x.id`',
    'sql`left join orders o on true`',
    'sql`update shipping s set n = 1 from orders o where o.id = s.order_id`',
    'db.select().from(orderLines).where(x)',
    'db.select().from(x).innerJoin(orders, eq(orders.id, x.orderId))',
    'db.select().from(x).leftJoin( orderLines , y)',
  ];
  for (const sample of samples) expect(tablesRead(sample, SAMPLE_TABLES), sample).not.toEqual([]);
  const harmless = [
    'sql`delete from orders where id = 1`',
    "import { orders } from '../orders/index.ts'",
    'sql`select extract(epoch from orders.created_at)`',
    'sql`select id from order_lines_view`',
    '// read the lines from orders and join order_lines in prose only',
    'sql`select unnest(${ids}) from orders_in(${scope})`',
    'db.select().from(ordersTable)',
  ];
  for (const sample of harmless) expect(tablesRead(sample, SAMPLE_TABLES), sample).toEqual([]);
});
