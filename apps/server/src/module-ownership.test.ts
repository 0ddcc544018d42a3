import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Decisions 013 and 041: a table has one owner, the module whose `*.table.ts` defines it, and only
// that module's files write it (insert / update / delete, in SQL text or through Drizzle). Other
// modules call the owner's commands; reading any table stays free. Test code and the seeds
// (src/demo/) are outside the rule: they arrange state as they need.

const MODULES = new URL('./modules/', import.meta.url).pathname;

/**
 * Writes that break the rule today, each with why it is left; this list only ever shrinks.
 * Keyed `<file under modules/> → <table>`.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

const isTestCode = (file: string) => /\.test\.ts$|test-support/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (file: string) => file.split('/')[0]!;
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

type Table = { name: string; variable: string; owner: string };

/** Every table with its SQL name, its Drizzle variable and its owning module. */
function tablesOf(files: string[]): Table[] {
  return files
    .filter((file) => /\.tables?\.ts$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(join(MODULES, file), 'utf8').matchAll(
          /export const (\w+)\s*=\s*pgTable\(\s*'(\w+)'/g,
        ),
      ].map((match) => ({ variable: match[1]!, name: match[2]!, owner: moduleOf(file) })),
    );
}

/** The tables a source text writes, by SQL name. */
export function tablesWritten(text: string, tables: readonly Table[]) {
  const code = withoutComments(text);
  const written = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const byVariable = new Map(tables.map((table) => [table.variable, table]));
  for (const match of code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi))
    if (byName.has(match[1]!)) written.add(match[1]!);
  for (const match of code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = byVariable.get(match[1]!);
    if (table) written.add(table.name);
  }
  return [...written];
}

it('finds every table written only by the module that defines it', () => {
  const files = sourceFiles(MODULES).map((path) => relative(MODULES, path));
  const tables = tablesOf(files);
  expect(tables.length).toBeGreaterThan(20);
  const ownerOf = new Map(tables.map((table) => [table.name, table.owner]));
  const violations = files
    .filter((file) => !isTestCode(file))
    .flatMap((file) =>
      tablesWritten(readFileSync(join(MODULES, file), 'utf8'), tables)
        .filter((table) => ownerOf.get(table) !== moduleOf(file))
        .map((table) => `${file} → ${table} (owned by ${ownerOf.get(table)})`),
    );
  const unexplained = violations.filter(
    (violation) => !(violation.split(' (')[0]! in KNOWN_EXCEPTIONS),
  );
  expect(unexplained).toEqual([]);
  // An exception that no longer happens leaves the list.
  const stale = Object.keys(KNOWN_EXCEPTIONS).filter(
    (key) => !violations.some((violation) => violation.startsWith(`${key} (`)),
  );
  expect(stale).toEqual([]);
});

it('recognises each kind of write it looks for, and not reads or prose', () => {
  const tables = [
    { name: 'orders', variable: 'orders', owner: 'orders' },
    { name: 'order_lines', variable: 'orderLines', owner: 'orders' },
  ];
  const samples = [
    'tx.update(orderLines).set({ shippedQty: 1 })',
    'db.insert( orders ).values(row)',
    'await db.delete(orders)',
    'sql`insert into order_lines (id) values (1)`',
    'sql`UPDATE orders o SET status = 1`',
    'sql`delete from "orders" where id = 1`',
    'sql`with e as (update order_lines l set allocated_qty = 0) select 1`',
  ];
  for (const sample of samples) expect(tablesWritten(sample, tables), sample).not.toEqual([]);
  const harmless = [
    'sql`select * from orders for update of o`',
    'sql`select id from order_lines for update skip locked`',
    '// we update orders here in prose only',
    'sql`insert into order_events (id) select id from orders`',
  ];
  for (const sample of harmless) expect(tablesWritten(sample, tables), sample).toEqual([]);
});
