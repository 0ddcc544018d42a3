import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's layout rules (docs/new-feature.md §4, issue 25 §5): one API call per api/ file, one page
// per page file, component files named one way (PascalCase).
const root = new URL('.', import.meta.url).pathname;
const files = (readdirSync(root, { recursive: true }) as string[]).map((path) => join(root, path));
const source = (path: string) => readFileSync(path, 'utf8');
const named = (paths: string[]) => paths.map((path) => relative(root, path)).sort();

const HTTP_CALL = /\bhttp\.(get|post|put|patch|delete)\b|\brequest\s*[<(]/g;
const PAGE_EXPORT = /^export function \w+Page\b/gm;

describe('web layout', () => {
  it('makes at most one API call per api/ file', () => {
    const apiFiles = files.filter(
      (path) => /\/api\/[^/]+\.ts$/.test(path) && !path.endsWith('.test.ts'),
    );
    expect(
      named(apiFiles.filter((path) => (source(path).match(HTTP_CALL) ?? []).length > 1)),
    ).toEqual([]);
  });

  it('exports one page per page file', () => {
    const pageFiles = files.filter((path) => /\/pages\/[^/]+\.tsx$/.test(path));
    expect(
      named(pageFiles.filter((path) => (source(path).match(PAGE_EXPORT) ?? []).length > 1)),
    ).toEqual([]);
  });

  it('names component files in PascalCase, never kebab-case', () => {
    expect(named(files.filter((path) => /\/[a-z][a-z0-9]*-[a-z0-9.-]*\.tsx$/.test(path)))).toEqual(
      [],
    );
  });
});
