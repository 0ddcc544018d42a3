import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import { responseCheckOf } from './response-check.ts';

describe('responseCheckOf (decision 067)', () => {
  it('answers as encode for a plain schema: unknown keys dropped, a wrong shape refused', () => {
    const schema = z.object({
      data: z.array(
        z.object({ id: z.number().int(), supplier: z.object({ name: z.string() }).nullable() }),
      ),
    });
    const check = responseCheckOf(schema);
    const page = { data: [{ id: 1, supplier: { name: '仕入先', secret: 'x' }, tokenHash: 'y' }] };
    expect(check(page)).toEqual(safeEncode(schema, page));
    expect(check(page).data).toEqual({ data: [{ id: 1, supplier: { name: '仕入先' } }] });
    expect(check({ data: [{ id: 1.5, supplier: null }] }).error).toBeDefined();
  });

  it('encodes a schema that reads differently both ways (a codec, a default)', () => {
    const schema = z.object({
      count: z.codec(z.string(), z.number(), { decode: Number, encode: String }),
      note: z.string().default('なし'),
    });
    const check = responseCheckOf(schema);
    expect(check({ count: 3, note: 'メモ' })).toEqual(
      safeEncode(schema, { count: 3, note: 'メモ' }),
    );
    expect(check({ count: 3, note: 'メモ' }).data).toEqual({ count: '3', note: 'メモ' });
  });
});
