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

  it('answers 形式が間違っています for a wrong digit', () => {
    const result = janCodeSchema().safeParse('4901234567890');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('形式が間違っています');
  });
});
