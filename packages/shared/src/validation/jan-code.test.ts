import { describe, expect, it } from 'vitest';
import { hasValidJanCheckDigit, janCodeSchema } from './jan-code.ts';

describe('JAN check digit', () => {
  it('accepts real GTIN-13 codes', () => {
    expect(hasValidJanCheckDigit('4901234567894')).toBe(true);
    expect(hasValidJanCheckDigit('4569951116179')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(hasValidJanCheckDigit('4901234567890')).toBe(false);
    expect(hasValidJanCheckDigit('490123456789')).toBe(false);
    expect(hasValidJanCheckDigit('490123456789X')).toBe(false);
  });

  it('says that the check digit is wrong, and which one it should be', () => {
    const result = janCodeSchema().safeParse('4901234567890');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'チェックデジット（13桁目）が正しくありません（正しくは4）',
    );
  });

  it('still answers 形式が間違っています for what is not 13 digits', () => {
    const result = janCodeSchema().safeParse('49012345X7890');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['形式が間違っています']);
  });
});
