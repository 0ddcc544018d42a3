import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/api-error.ts';
import { extractErrorBody, toLines } from './error-body.ts';

describe('extractErrorBody', () => {
  it('reads the parsed body of an error that carries one', () => {
    const body = { message: '入力エラー', errors: { name: ['必須項目です'] } };
    expect(extractErrorBody(new ApiError(422, body))).toBe(body);
  });

  it('wraps a body that is a bare JSON string as a message', () => {
    // The client passes whatever JSON the server sent; a proxy may send a bare string.
    const payload = JSON.parse('"Bad Gateway"');
    expect(extractErrorBody(new ApiError(502, payload))).toEqual({ message: 'Bad Gateway' });
  });

  it('keeps message and errors of a plain body or an Error', () => {
    expect(extractErrorBody({ message: 'm', errors: ['a'] })).toEqual({
      message: 'm',
      errors: ['a'],
    });
    expect(extractErrorBody(new Error('boom'))).toEqual({ message: 'boom', errors: undefined });
  });

  it('treats a bare list as the errors and a string as the message', () => {
    expect(extractErrorBody([{ 行目: 2 }])).toEqual({ errors: [{ 行目: 2 }] });
    expect(extractErrorBody('通信エラー')).toEqual({ message: '通信エラー' });
  });

  it('gives an empty body for nothing useful', () => {
    expect(extractErrorBody(null)).toEqual({});
    expect(extractErrorBody(42)).toEqual({});
  });
});

describe('toLines', () => {
  it('splits multi-line messages and drops empty lines', () => {
    expect(toLines(['a\nb', '', 'c\n'])).toEqual(['a', 'b', 'c']);
  });
});
