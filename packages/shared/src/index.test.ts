import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.ts';

describe('@logi/shared entry point', () => {
  it('installs the Japanese messages on import', () => {
    expect(z.config().customError).toBe(shared.japaneseErrorMap);
    expect(z.object({ title: z.string() }).safeParse({}).error?.issues[0]?.message).toBe(
      '必須項目です',
    );
  });

  it('never lets zod generate code, so a CSP without unsafe-eval stays quiet', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('exports the API others call', () => {
    for (const name of [
      'collectPrimaryErrors',
      'collectSecondaryErrors',
      'toCamelDeep',
      'toSnakeDeep',
      'camelToSnake',
      'zodIssuesToFieldErrors',
      'todayJst',
      'isPastDay',
      'actionLabel',
      'installJapaneseZodMessages',
      'idParam',
      'parseIdParam',
    ]) {
      expect(typeof (shared as Record<string, unknown>)[name]).toBe('function');
    }
    expect(shared.ACTION_CODES).toHaveLength(38);
  });
});
