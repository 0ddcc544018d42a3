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

  it('answers as encode for a union of plain options (the stock list page), and encodes one with a codec', () => {
    const plain = z.union([
      z.object({ kind: z.literal('byProduct'), rows: z.array(z.object({ code: z.string() })) }),
      z.object({ kind: z.literal('byWarehouse'), rows: z.array(z.object({ id: z.number() })) }),
    ]);
    const check = responseCheckOf(plain);
    for (const page of [
      { kind: 'byProduct', rows: [{ code: 'A', secret: 'x' }] },
      { kind: 'byWarehouse', rows: [{ id: 1, secret: 'x' }] },
      { kind: 'byWarehouse', rows: [{ code: 'A' }] },
    ]) {
      expect(check(page)).toEqual(safeEncode(plain, page as z.input<typeof plain>));
    }
    expect(check({ kind: 'byProduct', rows: [{ code: 'A', secret: 'x' }] }).data).toEqual({
      kind: 'byProduct',
      rows: [{ code: 'A' }],
    });
    const withCodec = z.union([
      z.object({ count: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }),
      z.object({ none: z.null() }),
    ]);
    expect(responseCheckOf(withCodec)({ count: 3 }).data).toEqual({ count: '3' });
  });
});
