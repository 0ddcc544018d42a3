import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  INT4_MAX,
  INT4_MIN,
  optionalDate,
  optionalString,
  queryInteger,
  requiredDate,
  requiredEmail,
  requiredInteger,
  requiredString,
  TEXT_MAX,
  MULTILINE_TEXT_MAX,
} from './fields.ts';

// No installJapaneseZodMessages() here: the builders must speak Japanese on their own.
function outcome(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : result.error.issues.map((issue) => issue.message);
}

const INVALID = ['形式が間違っています'];
const LINE_BREAK = ['改行は使用できません'];
const multiline = { multiline: true };

describe('text builders keep every value storable', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['NUL inside', requiredString(), 'a\u0000b', INVALID],
    ['NUL alone is not blank', requiredString(), '\u0000', INVALID],
    ['escape character', requiredString(), 'a\u001bb', INVALID],
    ['DEL', requiredString(), 'a\u007fb', INVALID],
    ['C1 control', requiredString(), 'a\u0085b', INVALID],
    ['tab in one-line text', requiredString(), 'a\tb', INVALID],
    ['line break in one-line text says so', requiredString(), 'a\nb', LINE_BREAK],
    ['CRLF in one-line text says so', optionalString(), 'a\r\nb', LINE_BREAK],
    ['outer line breaks are trimmed', requiredString(), '\na\n', { ok: 'a' }],
    ['tab in multi-line text', requiredString(undefined, multiline), 'a\tb', { ok: 'a\tb' }],
    ['CRLF in multi-line text', requiredString(50, multiline), 'a\r\nb', { ok: 'a\r\nb' }],
    ['NUL in multi-line text', requiredString(undefined, multiline), 'a\u0000b', INVALID],
    ['optional text with NUL', optionalString(), 'a\u0000b', INVALID],
    ['optional multi-line text', optionalString(9, multiline), 'a\nb', { ok: 'a\nb' }],
    ['Japanese and emoji are text', requiredString(), '山田 太郎 🚚', { ok: '山田 太郎 🚚' }],
    ['default max', requiredString(), 'x'.repeat(TEXT_MAX), { ok: 'x'.repeat(TEXT_MAX) }],
    [
      'past default max',
      requiredString(),
      'x'.repeat(TEXT_MAX + 1),
      ['255文字以内で入力してください'],
    ],
    [
      'past multi-line default max',
      requiredString(undefined, multiline),
      'x'.repeat(MULTILINE_TEXT_MAX + 1),
      ['10000文字以内で入力してください'],
    ],
    [
      'optional past default max',
      optionalString(),
      'x'.repeat(256),
      ['255文字以内で入力してください'],
    ],
    ['huge text', requiredString(), 'x'.repeat(1_000_000), ['255文字以内で入力してください']],
    [
      'email past default max',
      requiredEmail(),
      `${'a'.repeat(250)}@x.jp`,
      ['254文字以内で入力してください'],
    ],
    ['email with NUL', requiredEmail(), 'a\u0000@example.jp', INVALID],
  ])('%s', (_name, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('integer builders fit their column', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['int4 maximum', requiredInteger(), INT4_MAX, { ok: INT4_MAX }],
    ['one past int4', requiredInteger(), 2_147_483_648, ['2147483647以下で入力してください']],
    ['int4 minimum', requiredInteger(), INT4_MIN, { ok: INT4_MIN }],
    ['one below int4', requiredInteger(), -2_147_483_649, ['-2147483648以上で入力してください']],
    ['unsafe integer', requiredInteger(), 2 ** 53 + 2, ['2147483647以下で入力してください']],
    ['infinity', requiredInteger(), Infinity, INVALID],
    ['NaN', requiredInteger(), NaN, INVALID],
    ['numeric string', requiredInteger(), '1', INVALID],
    ['own bounds still win', requiredInteger({ min: 1 }), 0, ['1以上で入力してください']],
    ['query digits', queryInteger({ min: 1 }), '12', { ok: 12 }],
    ['query past int4', queryInteger(), '2147483648', ['2147483647以下で入力してください']],
    ['query negative', queryInteger({ min: 1 }), '-3', ['1以上で入力してください']],
    ['query exponent', queryInteger(), '1e3', INVALID],
    ['query hexadecimal', queryInteger(), '0x10', INVALID],
    ['query fraction', queryInteger(), '1.5', INVALID],
    ['query words', queryInteger(), 'abc', INVALID],
    ['query empty', queryInteger(), '', ['必須項目です']],
    ['query repeated key', queryInteger(), ['1', '2'], INVALID],
    ['query default applies when missing', queryInteger().default(3), undefined, { ok: 3 }],
  ])('%s', (_name, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('date builders stay within the business range', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['first business day', requiredDate(), '2000-01-01', { ok: '2000-01-01' }],
    ['last business day', requiredDate(), '2099-12-31', { ok: '2099-12-31' }],
    ['year 0000', requiredDate(), '0000-01-01', ['2000-01-01以降の日付を入力してください']],
    [
      'day before the range',
      requiredDate(),
      '1999-12-31',
      ['2000-01-01以降の日付を入力してください'],
    ],
    [
      'day after the range',
      requiredDate(),
      '2100-01-01',
      ['2099-12-31以前の日付を入力してください'],
    ],
    ['year 9999', requiredDate(), '9999-12-31', ['2099-12-31以前の日付を入力してください']],
    ['six-digit year', requiredDate(), '+275760-09-13', INVALID],
    ['date with a time', requiredDate(), '2024-01-01T00:00:00Z', INVALID],
    ['date with NUL', requiredDate(), '2024-01-01\u0000', INVALID],
    [
      'own range',
      requiredDate({ min: '2024-04-01' }),
      '2024-03-31',
      ['2024-04-01以降の日付を入力してください'],
    ],
    [
      'optional year 0000',
      optionalDate(),
      '0000-01-01',
      ['2000-01-01以降の日付を入力してください'],
    ],
    ['optional blank', optionalDate(), ' ', { ok: null }],
  ])('%s', (_name, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});
