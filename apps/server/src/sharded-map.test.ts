import { describe, expect, it } from 'vitest';
import { ShardedMap } from './sharded-map.ts';

describe('ShardedMap', () => {
  it('finds every key it was given, and nothing else', () => {
    const map = new ShardedMap<number>();
    const keys = Array.from({ length: 5000 }, (_, index) => `P-${index}`);
    keys.forEach((key, index) => map.set(key, index));
    map.set('P-7', 70);
    expect(keys.map((key) => map.get(key))).toEqual(keys.map((_, i) => (i === 7 ? 70 : i)));
    expect(map.get('P-5000')).toBeUndefined();
    expect(map.get('')).toBeUndefined();
    map.set('', -1);
    expect(map.get('')).toBe(-1);
  });
});
