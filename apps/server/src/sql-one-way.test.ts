import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Issue 25: the small SQL pieces are written one way (db/sql.ts, db/organisation-scope.ts), so a
// reader meets one idiom and a fix lands in one place. Reads the server's sources as text: no DB.

const SOURCE = new URL('./', import.meta.url).pathname;

/** What each rule refuses, and what to write instead. */
const RULES: { name: string; pattern: RegExp; instead: string }[] = [
  {
    name: 'organisation_id = ${…}',
    pattern: /organisation_id\s*=\s*\$\{/,
    instead: "inScope('alias', scope, …rest) from db/organisation-scope.ts",
  },
  {
    name: "`{${….join(',')}}`",
    pattern: /\.join\(\s*','\s*\)\}\}/,
    instead: 'intArray / textArray from db/sql.ts',
  },
  {
    name: 'a local iso / intArray / textArray',
    pattern: /(?:const|function)\s+(?:iso|isoOrNull|intArray|textArray)\b/,
    instead: 'the one in db/sql.ts',
  },
  { name: 'sql` and `', pattern: /sql`\s*and\s*`/, instead: 'allOf from db/sql.ts' },
];

/** The helpers themselves. */
const DEFINITIONS = ['db/sql.ts', 'db/row-arrays.ts', 'db/organisation-scope.ts'];

/** Files that break a rule today, each with why it is left; this list only ever shrinks. */
const KNOWN_EXCEPTIONS: Record<string, string> = {
  'test/hostile/request-parts.ts': 'builds JSON text, not an array literal',
  'modules/users/users.repository.ts':
    "isMember compares the caller's column (a join for the session guard), not a scope",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

it('writes tenant scoping, array literals, timestamps and and-joins one way each', () => {
  const files = sourceFiles(SOURCE).map((path) => relative(SOURCE, path));
  expect(files.length).toBeGreaterThan(300);
  const violations = files
    .filter((file) => !DEFINITIONS.includes(file))
    .flatMap((file) => {
      const code = withoutComments(readFileSync(join(SOURCE, file), 'utf8'));
      return RULES.filter((rule) => rule.pattern.test(code)).map(
        (rule) => `${file} → ${rule.name}`,
      );
    });
  const fileOf = (violation: string) => violation.split(' → ')[0]!;
  const unexplained = violations
    .filter((violation) => !(fileOf(violation) in KNOWN_EXCEPTIONS))
    .map((violation) => {
      const rule = RULES.find((r) => violation.endsWith(`→ ${r.name}`))!;
      return `${violation}: use ${rule.instead}`;
    });
  expect(unexplained).toEqual([]);
  // An exception that no longer happens leaves the list.
  const stale = Object.keys(KNOWN_EXCEPTIONS).filter(
    (file) => !violations.some((violation) => fileOf(violation) === file),
  );
  expect(stale).toEqual([]);
});
