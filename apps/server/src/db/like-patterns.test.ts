import { expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-patterns.ts';

it('escapes LIKE wildcards and the backslash, and nothing else', () => {
  expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  expect(escapeLike('緑茶 TEA-1')).toBe('緑茶 TEA-1');
  expect(containsPattern('5%')).toBe('%5\\%%');
});
