import type { z } from 'zod';

/**
 * A document's lines name each product once: a repeat is refused on its own `key` field (the
 * product's id or code) with `message`, so the form marks the line to fix.
 */
export function oneLinePerProduct<const Key extends string>(key: Key, message: string) {
  return (lines: readonly Record<Key, string | number>[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string | number>();
    lines.forEach((line, index) => {
      if (seen.has(line[key])) ctx.addIssue({ code: 'custom', message, path: [index, key] });
      seen.add(line[key]);
    });
  };
}
