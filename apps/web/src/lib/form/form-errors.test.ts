import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { fieldErrorsOf } from './field-errors-of.ts';
import { firstMessages } from './zod-form-resolver.ts';

describe('fieldErrorsOf', () => {
  it('reads the per-field messages of a 422 answer, dropping anything that is not text', () => {
    const error = new ApiError(422, {
      message: '入力内容に誤りがあります。',
      errors: { title: ['必須項目です', 7], tag: [] },
    } as never);
    expect(fieldErrorsOf(error)).toEqual({ title: ['必須項目です'], tag: [] });
  });

  it('finds no field errors in other failures', () => {
    expect(fieldErrorsOf(new ApiError(409, { message: '競合' }))).toBeUndefined();
    expect(
      fieldErrorsOf(new ApiError(422, { message: 'x', errors: ['a'] } as never)),
    ).toBeUndefined();
    expect(fieldErrorsOf(new Error('network'))).toBeUndefined();
  });
});

describe('firstMessages', () => {
  it('keeps one message per field for the form', () => {
    expect(firstMessages({ title: ['a', 'b'], tag: [] })).toEqual({ title: 'a' });
  });
});
