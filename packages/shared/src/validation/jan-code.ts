import { INVALID_FORMAT_MESSAGE } from './messages.ts';
import { thirteenDigitsSchema } from './patterns.ts';

/** The GTIN-13 check: weights 1,3,1,3… over the first 12 digits; the 13th makes the sum a multiple of 10. */
export function hasValidJanCheckDigit(code: string): boolean {
  if (!/^[0-9]{13}$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(code[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/** A JAN code (13 digits) whose check digit is right; a wrong digit → 形式が間違っています. */
export const janCodeSchema = () =>
  thirteenDigitsSchema().refine(hasValidJanCheckDigit, { message: INVALID_FORMAT_MESSAGE });
