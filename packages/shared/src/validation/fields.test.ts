import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  blankToNull,
  optionalDate,
  optionalRecordId,
  optionalString,
  requiredBoolean,
  requiredDate,
  requiredEmail,
  requiredEnum,
  requiredInteger,
  requiredString,
} from './fields.ts';

// No installJapaneseZodMessages() here: these helpers must speak Japanese on their own.
function outcome(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : result.error.issues.map((issue) => issue.message);
}

describe('field helpers', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['requiredString trims', requiredString(), '  お知らせ  ', { ok: 'お知らせ' }],
    ['requiredString blank', requiredString(), '   ', ['必須項目です']],
    ['requiredString missing', requiredString(), undefined, ['必須項目です']],
    ['requiredString null', requiredString(), null, ['必須項目です']],
    ['requiredString max counts trimmed', requiredString(3), ' abc ', { ok: 'abc' }],
    ['requiredString over max', requiredString(3), 'abcd', ['3文字以内で入力してください']],
    ['requiredString wrong type', requiredString(), 12, ['形式が間違っています']],
    ['requiredString lone high surrogate', requiredString(), '\ud800', ['形式が間違っています']],
    ['requiredString lone low surrogate', requiredString(), 'a\udc00b', ['形式が間違っています']],
    ['requiredString surrogate pair', requiredString(), '🚚便', { ok: '🚚便' }],
    [
      'optionalString lone surrogate',
      optionalString(10, { multiline: true }),
      '備考\ud83d',
      ['形式が間違っています'],
    ],
    ['optionalString blank', optionalString(5), '  ', { ok: null }],
    ['optionalString missing', optionalString(), undefined, { ok: null }],
    ['optionalString value', optionalString(5), ' ab ', { ok: 'ab' }],
    ['optionalString over max', optionalString(2), 'abc', ['2文字以内で入力してください']],
    ['requiredDate ok', requiredDate(), '2024-02-29', { ok: '2024-02-29' }],
    ['requiredDate impossible day', requiredDate(), '2023-02-29', ['形式が間違っています']],
    ['requiredDate slash format', requiredDate(), '2024/02/01', ['形式が間違っています']],
    ['requiredDate empty', requiredDate(), '', ['必須項目です']],
    ['requiredDate null', requiredDate(), null, ['必須項目です']],
    ['optionalDate empty', optionalDate(), '', { ok: null }],
    ['optionalDate value', optionalDate(), '2024-04-01', { ok: '2024-04-01' }],
    ['optionalDate bad', optionalDate(), '2024-04-31', ['形式が間違っています']],
    ['requiredBoolean false', requiredBoolean(), false, { ok: false }],
    ['requiredBoolean missing', requiredBoolean(), undefined, ['必須項目です']],
    ['requiredBoolean string', requiredBoolean(), 'true', ['形式が間違っています']],
    ['requiredEnum ok', requiredEnum(['a', 'b']), 'b', { ok: 'b' }],
    ['requiredEnum empty', requiredEnum(['a', 'b']), '', ['必須項目です']],
    ['requiredEnum other', requiredEnum(['a', 'b']), 'c', ['形式が間違っています']],
    ['requiredEmail trims', requiredEmail(), ' a@example.jp ', { ok: 'a@example.jp' }],
    ['requiredEmail empty', requiredEmail(), '', ['必須項目です']],
    ['requiredEmail bad', requiredEmail(), 'a@', ['形式が間違っています']],
    [
      'requiredEmail over max',
      requiredEmail(10),
      'abc@example.jp',
      ['10文字以内で入力してください'],
    ],
    ['requiredInteger ok', requiredInteger({ min: 0 }), 0, { ok: 0 }],
    ['requiredInteger below', requiredInteger({ min: 1 }), 0, ['1以上で入力してください']],
    ['requiredInteger above', requiredInteger({ max: 9 }), 10, ['9以下で入力してください']],
    ['requiredInteger fraction', requiredInteger(), 1.5, ['形式が間違っています']],
    ['requiredInteger emptied', requiredInteger(), '', ['必須項目です']],
    ['blankToNull passes null', blankToNull(requiredInteger()), null, { ok: null }],
    [
      'blankToNull validates',
      blankToNull(requiredInteger({ min: 1 })),
      0,
      ['1以上で入力してください'],
    ],
    ['optionalRecordId id', optionalRecordId(), 7, { ok: 7 }],
    ['optionalRecordId null', optionalRecordId(), null, { ok: null }],
    ['optionalRecordId absent', optionalRecordId(), undefined, { ok: null }],
    ['optionalRecordId blank string', optionalRecordId(), '', ['形式が間違っています']],
    ['optionalRecordId digits', optionalRecordId(), '7', ['形式が間違っています']],
    ['optionalRecordId zero', optionalRecordId(), 0, ['1以上で入力してください']],
  ])('%s', (_name, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});
