import { describe, expect, it } from 'vitest';
import { bellBadgeText } from './constants.ts';

describe('bellBadgeText', () => {
  it.each([
    [0, '0'],
    [8, '8'],
    [9, '9+'],
    [42, '9+'],
  ])('%i → %s', (count, text) => expect(bellBadgeText(count)).toBe(text));
});
