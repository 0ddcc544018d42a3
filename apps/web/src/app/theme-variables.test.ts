import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeCssVariables, themeVariablesIn } from './theme-variables.ts';

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

/** WCAG 2 contrast ratio of two #rgb or #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const hex = colour.length === 4 ? colour.replace(/\w/g, (digit) => digit + digit) : colour;
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the theme's text colours", () => {
  // A form field's error text (Mantine's --mantine-color-error) on the page, in both schemes.
  it.each(['light', 'dark'] as const)('a form error reads at 4.5:1 or more (%s)', (scheme) => {
    const colour = themeVariablesIn(scheme);
    const ratio = contrast(colour('--mantine-color-error'), colour('--mantine-color-body'));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
