import type { PostalError, PostalErrorCode, PostalSearchResult } from './types.ts';

/** The five postal helper rejections (spec §8, labels.md), the only place their text lives. */
export const POSTAL_ERROR_MESSAGES: Readonly<Record<PostalErrorCode, string>> = {
  code_not_7_digits: '郵便番号は7文字で入力してください',
  code_too_short: '郵便番号は2文字以上で入力してください',
  address_not_found: '該当する住所が見つかりませんでした',
  address_too_short: '住所は2文字以上で入力してください',
  zipcode_not_found: '該当する郵便番号が見つかりませんでした',
};

export function postalError(code: PostalErrorCode): PostalError {
  return { code, message: POSTAL_ERROR_MESSAGES[code] };
}

export function rejected(code: PostalErrorCode): PostalSearchResult {
  return { ok: false, error: postalError(code) };
}
