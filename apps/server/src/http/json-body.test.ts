import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body.ts';

describe('jsonDepthExceeds', () => {
  it.each<[string, string, number, boolean]>([
    ['flat object', '{"a":1}', 1, false],
    ['object in object at the limit', '{"a":{"b":1}}', 2, false],
    ['object in object past the limit', '{"a":{"b":1}}', 1, true],
    ['arrays count too', '[[[]]]', 2, true],
    ['siblings do not add up', '[[],[],[],[]]', 2, false],
    ['brackets inside strings do not count', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash ends before the quote', '{"a":"\\\\", "b":[[1]]}', 2, true],
    ['20,000 opening brackets', '['.repeat(20_000), 32, true],
    ['a scalar', '"text"', 0, false],
  ])('%s', (_name, text, limit, expected) => {
    expect(jsonDepthExceeds(text, limit)).toBe(expected);
  });
});
