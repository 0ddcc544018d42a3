import { describe, expect, it } from 'vitest';
import { idParam, INT4_MAX, parseIdParam } from './fields.ts';

describe('parseIdParam', () => {
  it.each<[string, unknown, number | null]>([
    ['smallest id', '1', 1],
    ['ordinary id', '42', 42],
    ['int4 maximum', String(INT4_MAX), INT4_MAX],
    ['one past int4', '2147483648', null],
    ['eleven digits', '99999999999', null],
    ['zero', '0', null],
    ['negative', '-1', null],
    ['plus sign', '+1', null],
    ['leading zero', '01', null],
    ['fraction', '1.5', null],
    ['exponent', '1e3', null],
    ['hexadecimal', '0x10', null],
    ['letters', 'abc', null],
    ['empty', '', null],
    ['surrounding spaces', ' 1 ', null],
    ['trailing newline', '1\n', null],
    ['full-width digits', '１２', null],
    ['NUL inside', '1\u00002', null],
    ['a number, not a string', 1, null],
    ['undefined', undefined, null],
  ])('%s', (_name, raw, expected) => {
    expect(parseIdParam(raw)).toBe(expected);
  });
});

describe('idParam', () => {
  it('explains a refusal in Japanese', () => {
    const result = idParam().safeParse('abc');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      '形式が間違っています',
    ]);
  });

  it('gives the number to a route params schema', () => {
    expect(idParam().parse('7')).toBe(7);
  });
});
