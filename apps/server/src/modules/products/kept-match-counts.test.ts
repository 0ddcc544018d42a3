import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import {
  keepMatchCount,
  keepMatchCountsFor,
  keptMatchCount,
  matchCountKey,
} from './kept-match-counts.ts';

// The kept counts are bounded, least recently used first out, and apart per database handle (a
// handle's bound is its own: a benchmark's handle at 0 leaves every other at the default).
const scope = organisationScope('00000000-0000-4000-8000-00000000000a');
const keyOf = (n: number) => matchCountKey(scope, [`keyword ${n}`, null]);
const handle = () => ({}) as unknown as DbOrTx;

describe('kept match counts', () => {
  it('keep up to the limit, dropping the least recently used', () => {
    const db = handle();
    keepMatchCountsFor(db, 3);
    for (const n of [1, 2, 3]) keepMatchCount(db, keyOf(n), { generation: '7', total: n });
    expect(keptMatchCount(db, keyOf(1))).toEqual({ generation: '7', total: 1 });
    keepMatchCount(db, keyOf(4), { generation: '7', total: 4 });
    expect(keptMatchCount(db, keyOf(2))).toBeUndefined();
    expect([1, 3, 4].map((n) => keptMatchCount(db, keyOf(n))?.total)).toEqual([1, 3, 4]);
  });

  it('keep nothing at a limit of 0, and nothing across database handles', () => {
    const [db, other] = [handle(), handle()];
    keepMatchCount(db, keyOf(1), { generation: '1', total: 5 });
    expect(keptMatchCount(other, keyOf(1))).toBeUndefined();
    keepMatchCountsFor(other, 0);
    keepMatchCount(other, keyOf(2), { generation: '1', total: 6 });
    expect(keptMatchCount(other, keyOf(2))).toBeUndefined();
    // The bound of one handle leaves another's counts and bound alone.
    keepMatchCount(db, keyOf(2), { generation: '1', total: 6 });
    expect([1, 2].map((n) => keptMatchCount(db, keyOf(n))?.total)).toEqual([5, 6]);
  });

  it('tell organisations and filters apart', () => {
    const other = organisationScope('00000000-0000-4000-8000-00000000000b');
    expect(matchCountKey(scope, ['緑茶', null])).not.toBe(matchCountKey(other, ['緑茶', null]));
    expect(matchCountKey(scope, ['緑茶', null])).not.toBe(matchCountKey(scope, ['緑茶', '4']));
  });
});
