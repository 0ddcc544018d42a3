import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './theme-variables.ts';

const FILE = new URL('./theme-variables.css', import.meta.url);
const HEADER =
  '/* Generated from theme.ts by theme-variables.test.ts (WRITE_THEME_CSS=1 rewrites it; then prettier). */\n';

const squash = (text: string) =>
  text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/"/g, "'").trim();

/** Selector → declarations, so the check ignores formatting (the file is prettier-formatted). */
function declarations(css: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const block of css.replace(/\/\*[\s\S]*?\*\//g, '').split('}')) {
    const [selector, body] = block.split('{');
    if (!selector?.trim() || body === undefined) continue;
    const rule = (rules[squash(selector).replace(/\s*,\s*/g, ',')] ??= {});
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0)
        rule[squash(declaration.slice(0, colon))] = squash(declaration.slice(colon + 1));
    }
  }
  return rules;
}

describe('theme-variables.css', () => {
  it('holds exactly the CSS variables MantineProvider injects for our theme', () => {
    const expected = themeCssVariables();
    if (process.env.WRITE_THEME_CSS === '1') writeFileSync(FILE, `${HEADER}${expected}\n`);
    const actual = declarations(readFileSync(FILE, 'utf8'));
    expect(Object.keys(actual).length).toBeGreaterThan(0);
    expect(actual).toEqual(declarations(expected));
  });
});
