import { describe, expect, it } from 'vitest';
import { POSTAL_ERROR_MESSAGES, postalError } from './messages.ts';
import type { PostalErrorCode } from './types.ts';

// The text of labels.md, "Postal helper rejections".
describe('postal helper rejections', () => {
  it.each<[PostalErrorCode, string]>([
    ['code_not_7_digits', '郵便番号は7文字で入力してください'],
    ['code_too_short', '郵便番号は2文字以上で入力してください'],
    ['address_not_found', '該当する住所が見つかりませんでした'],
    ['address_too_short', '住所は2文字以上で入力してください'],
    ['zipcode_not_found', '該当する郵便番号が見つかりませんでした'],
  ])('%s says %s', (code, message) => {
    expect(postalError(code)).toEqual({ code, message });
  });

  it('has exactly the five rejections', () => {
    expect(Object.keys(POSTAL_ERROR_MESSAGES)).toHaveLength(5);
  });
});
