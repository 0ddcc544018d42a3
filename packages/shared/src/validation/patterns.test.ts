import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_HYPHEN_PATTERN,
  alphanumericHyphenSchema,
  NON_NEGATIVE_INTEGER_PATTERN,
  nonNegativeIntegerStringSchema,
  PHONE_PATTERN,
  phoneSchema,
  POSITIVE_INTEGER_PATTERN,
  positiveIntegerStringSchema,
  POSTAL_CODE_PATTERN,
  postalCodeSchema,
  THIRTEEN_DIGITS_PATTERN,
  thirteenDigitsSchema,
  toHalfWidthDigits,
  URL_START_PATTERN,
  urlStartPattern,
  urlStartSchema,
} from './patterns.ts';

describe.each<[string, RegExp, string[], string[]]>([
  [
    'postal code',
    POSTAL_CODE_PATTERN,
    ['1000001', '100-0001'],
    ['100-001', '10000001', '1000-001', '100--0001', '１００-０００１', '100 0001', ''],
  ],
  [
    'phone',
    PHONE_PATTERN,
    ['0312345678', '03-123-456', '03-1234-5678', '090-1234-5678', '0120-123-4567'],
    [
      '031234567',
      '03-123-45',
      '090-1234-56789',
      '03123456789012',
      '0901234-567890',
      '3312345678',
      '０３１２３４５６７８',
      '03(1234)5678',
    ],
  ],
  [
    'non-negative integer',
    NON_NEGATIVE_INTEGER_PATTERN,
    ['0', '1', '10', '9007199254740993'],
    ['00', '01', '-1', '1.5', '１', ' 1', ''],
  ],
  [
    'positive integer',
    POSITIVE_INTEGER_PATTERN,
    ['1', '10', '999'],
    ['0', '00', '01', '-1', '１', ''],
  ],
  [
    'alphanumeric with hyphens',
    ALPHANUMERIC_HYPHEN_PATTERN,
    ['ABC-123', 'a', '-', 'sku-01-x'],
    ['ABC_123', 'ABC 123', 'ＡＢＣ', '商品1', ''],
  ],
  [
    '13 digits',
    THIRTEEN_DIGITS_PATTERN,
    ['4901234567894', '0000000000000'],
    ['490123456789', '49012345678945', '４９０１２３４５６７８９４', '490123456789a', ''],
  ],
  [
    'url start',
    URL_START_PATTERN,
    ['http://example.jp', 'https://example.jp/a', 'https://'],
    ['ftp://example.jp', 'example.jp', 'HTTP://example.jp', ' https://example.jp', 'httpss://x'],
  ],
])('the %s pattern', (_name, pattern, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(pattern.test(value)).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(pattern.test(value)).toBe(false));
});

describe('phone length bounds', () => {
  it.each([
    [9, false],
    [10, true],
    [13, true],
    [14, false],
  ])('a %i-character number matches: %s', (length, expected) => {
    expect(PHONE_PATTERN.test('0'.padEnd(length, '1'))).toBe(expected);
  });
});

describe('urlStartPattern', () => {
  it('takes another host and escapes it', () => {
    const pattern = urlStartPattern('https://s3.example.jp/');
    expect(pattern.test('https://s3.example.jp/bucket')).toBe(true);
    expect(pattern.test('http://anything')).toBe(true);
    expect(pattern.test('https://s3Xexample.jp/bucket')).toBe(false);
    expect(pattern.test('https://other.jp')).toBe(false);
  });
});

describe('toHalfWidthDigits', () => {
  it.each([
    ['１２３-４５６７', '123-4567'],
    ['０９０１２３４５６７８', '09012345678'],
    ['abc１あ', 'abc1あ'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(toHalfWidthDigits(input)).toBe(expected));

  it('lets a normalised full-width postal code pass', () => {
    expect(POSTAL_CODE_PATTERN.test('１００-０００１')).toBe(false);
    expect(POSTAL_CODE_PATTERN.test(toHalfWidthDigits('１００-０００１'))).toBe(true);
  });
});

describe('pattern schemas', () => {
  const outcome = (
    schema: {
      safeParse(v: unknown): {
        success: boolean;
        data?: unknown;
        error?: { issues: { message: string }[] };
      };
    },
    input: unknown,
  ) => {
    const result = schema.safeParse(input);
    return result.success ? { ok: result.data } : result.error?.issues.map((i) => i.message);
  };

  it.each([
    ['postal trims', postalCodeSchema(), ' 100-0001 ', { ok: '100-0001' }],
    ['postal empty', postalCodeSchema(), '', ['必須項目です']],
    ['postal full-width', postalCodeSchema(), '１０００００１', ['形式が間違っています']],
    ['phone short', phoneSchema(), '031234567', ['形式が間違っています']],
    ['non-negative zero', nonNegativeIntegerStringSchema(), '0', { ok: '0' }],
    [
      'non-negative leading zero',
      nonNegativeIntegerStringSchema(),
      '007',
      ['形式が間違っています'],
    ],
    ['positive zero', positiveIntegerStringSchema(), '0', ['形式が間違っています']],
    ['code too long', alphanumericHyphenSchema(5), 'ABC-12', ['5文字以内で入力してください']],
    ['code underscore', alphanumericHyphenSchema(), 'A_1', ['形式が間違っています']],
    ['13 digits of 12', thirteenDigitsSchema(), '490123456789', ['形式が間違っています']],
    ['url ok', urlStartSchema(255), 'https://example.jp', { ok: 'https://example.jp' }],
    ['url missing', urlStartSchema(), undefined, ['必須項目です']],
    ['url other scheme', urlStartSchema(), 'ftp://example.jp', ['形式が間違っています']],
    [
      'url with a NUL after the scheme',
      urlStartSchema(),
      'https://a\u0000b',
      ['形式が間違っています'],
    ],
    [
      'url past the default max',
      urlStartSchema(),
      `https://${'a'.repeat(250)}`,
      ['255文字以内で入力してください'],
    ],
    ['url with a line break', urlStartSchema(255), 'https://a\nb.jp', ['形式が間違っています']],
    ['url with a lone surrogate', urlStartSchema(), 'https://a\ud800.jp', ['形式が間違っています']],
  ])('%s', (_name, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});
