import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './date-input-format.ts';

describe('parseTypedDate', () => {
  it('accepts YYYY-MM-DD and slash or full-width variants', () => {
    expect(parseTypedDate('2025-03-09')).toBe('2025-03-09');
    expect(parseTypedDate(' 2025/3/9 ')).toBe('2025-03-09');
    expect(parseTypedDate('２０２５－０３－０９')).toBe('2025-03-09');
  });

  it('rejects partial input and impossible days', () => {
    expect(parseTypedDate('2025-03')).toBeNull();
    expect(parseTypedDate('2025-1')).toBeNull();
    expect(parseTypedDate('2025-02-30')).toBeNull();
    expect(parseTypedDate('2025-13-01')).toBeNull();
    expect(parseTypedDate('あした')).toBeNull();
  });
});
