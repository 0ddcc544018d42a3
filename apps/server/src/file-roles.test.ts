import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Decision 013: a server file that plays a layer role says so with one suffix from a short list, so a
// search for `*.service.ts` finds every service; any other file is plain kebab-case (`secret-box.ts`).

const SERVER_SOURCE = new URL('./', import.meta.url).pathname;
const FOLDERS = ['modules', 'read-models'];

/** Decision 013's list of role suffixes (`<name>.<role>.ts`). */
const ROLES = new Set([
  'table',
  'repository',
  'service',
  'routes',
  'job',
  'dto',
  'schemas',
  'csv',
  'config',
  'types',
]);

/**
 * Files with another suffix, each with why it is left; this list only ever shrinks.
 * Keyed by the path under src/.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = Object.fromEntries(
  [
    'modules/inbound/receiving-schedules.audit.ts',
    'modules/orders/orders.demo.ts',
    'modules/orders/orders.references.ts',
    'modules/stocks/stocks.history.ts',
  ].map((path) => [path, 'moving into read-models/ (issue 25 §2), named there']),
);

const isTestCode = (file: string) => /\.test\.ts$|\.test-support\.ts$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(SERVER_SOURCE, folder))).map((path) =>
  relative(SERVER_SOURCE, path),
);

/** The role a file's name claims (`stocks.service.ts` → service), or null for a plain name. */
function roleOf(file: string): string | null {
  const parts = file.split('/').at(-1)!.split('.');
  return parts.length > 2 ? parts.slice(1, -1).join('.') : null;
}

it('names every server file with a role from decision 013, or none', () => {
  const outliers = files
    .filter((file) => !isTestCode(file) && !(file in KNOWN_EXCEPTIONS))
    .filter((file) => roleOf(file) !== null && !ROLES.has(roleOf(file)!));
  expect(outliers).toEqual([]);
});

it('lists no exception that is gone or now keeps the rule', () => {
  const stale = Object.keys(KNOWN_EXCEPTIONS).filter(
    (file) => !files.includes(file) || ROLES.has(roleOf(file) ?? ''),
  );
  expect(stale).toEqual([]);
});
