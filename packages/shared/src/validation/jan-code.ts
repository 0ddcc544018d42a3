import { janCheckDigitMessage } from './messages.ts';
import { thirteenDigitsSchema } from './patterns.ts';

/** The check digit the first 12 digits call for (GTIN-13: weights 1,3,1,3…, sum to a multiple of 10). */
export function janCheckDigitOf(code: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(code[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** The GTIN-13 check: 13 digits whose 13th is the check digit of the first 12. */
export function hasValidJanCheckDigit(code: string): boolean {
  return /^[0-9]{13}$/.test(code) && janCheckDigitOf(code) === Number(code[12]);
}

/** A JAN code (13 digits) whose check digit is right; a wrong digit says so and which is right. */
export const janCodeSchema = () =>
  thirteenDigitsSchema().superRefine((code, context) => {
    // Not 13 digits is the pattern's 形式が間違っています alone.
    if (/^[0-9]{13}$/.test(code) && !hasValidJanCheckDigit(code)) {
      context.addIssue({ code: 'custom', message: janCheckDigitMessage(janCheckDigitOf(code)) });
    }
  });
