import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

type Variables = ConvertCSSVariablesInput;

function merged(resolved: Variables, extra: Variables): Variables {
  return {
    variables: { ...resolved.variables, ...extra.variables },
    light: { ...resolved.light, ...extra.light },
    dark: { ...resolved.dark, ...extra.dark },
  };
}

/**
 * The CSS variables MantineProvider would inject for our theme (those that differ from Mantine's
 * defaults in styles.css). theme-variables.css holds them statically, so the first paint, before
 * any Mantine code has loaded, already has the theme's fonts and reds (docs/decisions/024).
 */
export function themeCssVariables(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = merged(defaultCssVariablesResolver(full), cssVariablesResolver(full));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (scope: keyof Variables) => {
    const before: Record<string, string> = defaults[scope];
    return Object.fromEntries(
      Object.entries(ours[scope]).filter(([key, value]) => before[key] !== value),
    );
  };
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/** A CSS variable's value in one colour scheme, its var() references followed to the end. */
export function themeVariablesIn(scheme: 'light' | 'dark'): (name: string) => string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const resolved = merged(defaultCssVariablesResolver(full), cssVariablesResolver(full));
  const values: Record<string, string> = { ...resolved.variables, ...resolved[scheme] };
  const valueOf = (name: string): string => {
    const value = values[name];
    if (value === undefined) throw new Error(`${name} is not a theme variable`);
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    return reference ? valueOf(reference[1]!) : value;
  };
  return valueOf;
}
