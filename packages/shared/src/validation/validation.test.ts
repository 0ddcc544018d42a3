import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installJapaneseZodMessages, japaneseErrorMap } from './error-map.ts';
import { FORM_ERROR_KEY, zodIssuesToFieldErrors } from './field-errors.ts';

installJapaneseZodMessages();

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return result.error.issues.map((issue) => issue.message);
}

describe('the global Japanese error map', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['missing string', z.string(), undefined, '必須項目です'],
    ['null string', z.string(), null, '必須項目です'],
    ['empty required string', z.string().min(1), '', '必須項目です'],
    ['blank trimmed string', z.string().trim().min(1), '   ', '必須項目です'],
    ['missing boolean', z.boolean(), undefined, '必須項目です'],
    ['empty enum', z.enum(['a', 'b']), '', '必須項目です'],
    ['empty email', z.email(), '', '必須項目です'],
    ['emptied number input', z.number(), '', '必須項目です'],
    ['missing array', z.array(z.string()).min(1), undefined, '必須項目です'],
    ['array minimum', z.array(z.string()).min(2), ['a'], '2つ以上必要です'],
    ['empty array minimum', z.array(z.string()).nonempty(), [], '1つ以上必要です'],
    ['number minimum', z.number().min(5), 4, '5以上で入力してください'],
    ['integer positive', z.int().positive(), 0, '1以上で入力してください'],
    ['number positive', z.number().positive(), 0, '0より大きい値で入力してください'],
    ['number maximum', z.number().max(10), 11, '10以下で入力してください'],
    ['integer below', z.int().lt(10), 10, '9以下で入力してください'],
    ['number below', z.number().lt(10), 10, '10より小さい値で入力してください'],
    ['string maximum', z.string().max(3), 'abcd', '3文字以内で入力してください'],
    ['string exact length (short)', z.string().length(7), '123456', '7文字で入力してください'],
    ['string exact length (long)', z.string().length(7), '12345678', '7文字で入力してください'],
    ['string minimum', z.string().min(2), 'a', '2文字以上で入力してください'],
    ['array maximum', z.array(z.string()).max(1), ['a', 'b'], '1つ以下にしてください'],
    ['email', z.email(), 'not-mail', '形式が間違っています'],
    ['url', z.url(), 'nope', '形式が間違っています'],
    ['regex', z.string().regex(/^a+$/), 'b', '形式が間違っています'],
    ['enum value', z.enum(['a', 'b']), 'c', '形式が間違っています'],
    ['wrong type', z.number(), 'abc', '形式が間違っています'],
    ['NaN', z.number(), Number.NaN, '形式が間違っています'],
    ['refine without message', z.string().refine((v) => v === 'ok'), 'ng', '形式が間違っています'],
    [
      'date minimum',
      z.date().min(new Date('2024-04-01T00:00:00+09:00')),
      new Date('2024-03-31T00:00:00+09:00'),
      '2024-04-01以降の日付を入力してください',
    ],
  ])('%s', (_name, schema, input, expected) => {
    expect(messages(schema, input)).toEqual([expected]);
  });

  it('leaves messages given by the schema alone', () => {
    expect(messages(z.string().min(1, '名前を入力してください'), '')).toEqual([
      '名前を入力してください',
    ]);
  });

  it('is idempotent and installed globally', () => {
    installJapaneseZodMessages();
    installJapaneseZodMessages();
    expect(z.config().customError).toBe(japaneseErrorMap);
  });
});

describe('zodIssuesToFieldErrors', () => {
  it('joins paths with dots and groups messages per field', () => {
    const schema = z
      .object({
        title: z.string().trim().min(1).max(5),
        lines: z.array(z.object({ qty: z.int().min(1) })).min(1),
        tags: z.array(z.string()).min(2),
      })
      .refine((value) => value.title !== 'bad');
    const result = schema.safeParse({ title: 'abcdefg', lines: [{ qty: 0 }, {}], tags: ['x'] });
    expect(result.success).toBe(false);
    expect(zodIssuesToFieldErrors(result.error!)).toEqual({
      title: ['5文字以内で入力してください'],
      'lines.0.qty': ['1以上で入力してください'],
      'lines.1.qty': ['必須項目です'],
      tags: ['2つ以上必要です'],
    });
  });

  it('puts root issues under FORM_ERROR_KEY and drops repeated messages', () => {
    expect(
      zodIssuesToFieldErrors({
        issues: [
          { path: [], message: '形式が間違っています' },
          { path: ['a'], message: '必須項目です' },
          { path: ['a'], message: '必須項目です' },
          { path: [Symbol.for('s'), 2], message: 'x' },
        ],
      }),
    ).toEqual({
      [FORM_ERROR_KEY]: ['形式が間違っています'],
      a: ['必須項目です'],
      'Symbol(s).2': ['x'],
    });
  });
});
