import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { toSnakeForJson } from '@logi/shared';
import { registerCaseConversion } from './case-conversion.ts';
import { responseCheckOf } from './response-check.ts';
import { REFUSED, responseWriterOf } from './response-writer.ts';

/** What every route answered before the writer: the value converted as it is, stringified. */
const before = (value: unknown) => JSON.stringify(toSnakeForJson(value));
const zodAccepts = (schema: $ZodType, value: unknown) => !responseCheckOf(schema)(value).error;

function writeBoth(schema: $ZodType, value: unknown) {
  const write = responseWriterOf(schema);
  if (!write) throw new Error('the schema should compile');
  return { written: write(value), expected: before(value), accepted: zodAccepts(schema, value) };
}

const row = z.object({
  productId: z.number().int().gt(0),
  unitPrice: z.number().nonnegative(),
  name: z.string(),
  janCode: z.string().nullable(),
  note: z.string().optional(),
  status: z.enum(['active', 'stopped']),
  kind: z.literal('product'),
  extra: z.unknown(),
  byWarehouse: z.record(z.string(), z.number().int()),
  isSet: z.boolean(),
});
const page = z.object({ data: z.array(row), total: z.number().int().nullable() });
const good = {
  productId: 3,
  unitPrice: 120.5,
  name: '緑茶 "特選"\\\n\u0001',
  janCode: null,
  status: 'active',
  kind: 'product',
  extra: { nestedKey: [{ deeperKey: 1 }], 行目: 2 },
  byWarehouse: { tokyoMain: 4, '倉庫-2': 5 },
  isSet: false,
};

describe('responseWriterOf (decision 067)', () => {
  it('writes the JSON the key copy and JSON.stringify wrote, for a value its schema declares', () => {
    const value = { data: [good, { ...good, note: 'メモ', janCode: '4901234567894' }], total: 2 };
    const { written, expected, accepted } = writeBoth(page, value);
    expect(accepted).toBe(true);
    // The schema's key order, not the value's: the same JSON value.
    expect(JSON.parse(written as string)).toStrictEqual(JSON.parse(expected));
    expect(JSON.parse(written as string).data[0]).toEqual({
      product_id: 3,
      unit_price: 120.5,
      name: good.name,
      jan_code: null,
      status: 'active',
      kind: 'product',
      extra: { nested_key: [{ deeper_key: 1 }], 行目: 2 },
      by_warehouse: { tokyo_main: 4, '倉庫-2': 5 },
      is_set: false,
    });
  });

  it('escapes strings as JSON.stringify does (quotes, controls, lone surrogates, emoji, U+2028)', () => {
    const schema = z.array(z.string());
    const texts = [
      '普通の文字',
      'a"b\\c',
      'tab\tnul\u0000',
      'lone \ud800 x',
      '😀 pair',
      'line\u2028sep',
      '',
    ];
    expect(writeBoth(schema, texts).written).toBe(JSON.stringify(texts));
  });

  it('refuses a key the schema does not name, so the caller writes the value as it is', () => {
    expect(writeBoth(page, { data: [{ ...good, tokenHash: 'x' }], total: 1 }).written).toBe(
      REFUSED,
    );
    expect(writeBoth(page, { data: [], total: 0, nextCursor: 'x' }).written).toBe(REFUSED);
    class Row {
      constructor(readonly productId: number) {}
    }
    expect(writeBoth(z.array(z.object({ productId: z.number() })), [new Row(1)]).written).toBe(
      REFUSED,
    );
  });

  it.each([
    ['a fraction for an integer', { productId: 1.5 }],
    ['zero below a positive minimum', { productId: 0 }],
    ['a negative for a nonnegative', { unitPrice: -1 }],
    ['NaN', { unitPrice: Number.NaN }],
    ['Infinity', { unitPrice: Number.POSITIVE_INFINITY }],
    ['a number for a string', { name: 12 }],
    ['undefined for a nullable', { janCode: undefined }],
    ['null for an optional', { note: null }],
    ['a value outside the enum', { status: 'deleted' }],
    ['another literal', { kind: 'set' }],
    ['a string in a record', { byWarehouse: { tokyo: '4' } }],
    ['an array for a record', { byWarehouse: [] }],
    ['a string for a boolean', { isSet: 'false' }],
  ])('refuses what zod refuses: %s', (_why, change) => {
    const { written, accepted } = writeBoth(page, { data: [{ ...good, ...change }], total: 1 });
    expect(accepted).toBe(false);
    expect(written).toBe(REFUSED);
  });

  it('refuses a required key that is absent, and a page that is not an object', () => {
    const { name: _name, ...withoutName } = good;
    expect(writeBoth(page, { data: [withoutName], total: 1 }).written).toBe(REFUSED);
    expect(writeBoth(page, [good]).written).toBe(REFUSED);
    expect(writeBoth(page, { data: {}, total: 0 }).written).toBe(REFUSED);
    expect(writeBoth(z.object({ id: z.int() }), { id: 1.5 }).written).toBe(REFUSED);
  });

  it('takes the first union option that declares the value', () => {
    const union = z.union([
      z.object({ kind: z.literal('byProduct'), productCode: z.string() }),
      z.object({ kind: z.string(), warehouseId: z.number() }),
    ]);
    for (const value of [
      { kind: 'byProduct', productCode: 'A' },
      { kind: 'byProduct', warehouseId: 1 },
    ]) {
      const { written, expected } = writeBoth(union, value);
      expect(written).toBe(expected);
    }
    expect(writeBoth(union, { kind: 'byWarehouse' }).written).toBe(REFUSED);
  });

  it('leaves out an optional left undefined; refuses a record key __proto__', () => {
    const schema = z.object({
      counts: z.record(z.string(), z.number()),
      note: z.string().optional(),
    });
    const { written, expected } = writeBoth(schema, { counts: { okKey: 2 }, note: undefined });
    expect(written).toBe(expected);
    expect(written).toBe('{"counts":{"ok_key":2}}');
    const record = JSON.parse('{"__proto__": 1, "okKey": 2}') as unknown;
    expect(writeBoth(schema, { counts: record }).written).toBe(REFUSED);
  });

  it('declines a schema it does not mirror: checks on strings, codecs, transforms, defaults', () => {
    for (const schema of [
      z.object({ email: z.email() }),
      z.object({ name: z.string().min(1) }),
      z.object({ count: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }),
      z.object({ name: z.string().transform((name) => name.trim()) }),
      z.object({ note: z.string().default('なし') }),
      z.object({ ids: z.array(z.number()).min(1) }),
      z.looseObject({ id: z.number() }),
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') })]),
      z.object({ at: z.date() }),
      z.object({ count: z.number().multipleOf(5) }),
    ]) {
      expect(responseWriterOf(schema)).toBeNull();
    }
  });
});

describe('the reply serializer registered by registerCaseConversion', () => {
  async function appAnswering(...values: unknown[]) {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({ logger: { level: 'warn', stream } });
    registerCaseConversion(app);
    app.get('/page', { schema: { response: { 200: page } } }, async () => values.shift());
    app.get('/plain', async () => ({ someKey: 1 }));
    const bodies = [];
    for (let index = values.length; index > 0; index -= 1) {
      bodies.push((await app.inject({ method: 'GET', url: '/page' })).body);
    }
    return { bodies, lines, app };
  }

  it('writes a declared page through its schema; drops a key it does not name, warning once', async () => {
    const declared = { data: [good], total: 1 };
    const undeclared = { data: [{ ...good, tokenHash: 'y' }], total: 1 };
    const { bodies, lines, app } = await appAnswering(declared, undeclared, undeclared);
    expect(bodies).toEqual([before(declared), before(declared), before(declared)]);
    expect(JSON.parse(bodies[1]!)).not.toHaveProperty('data.0.token_hash');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ route: 'GET /page', statusCode: 200 });
    expect((await app.inject({ method: 'GET', url: '/plain' })).body).toBe('{"some_key":1}');
  });

  it('answers 500 rather than a body of the wrong shape', async () => {
    const wrong = { data: [{ ...good, productId: 'three' }], total: 1 };
    const app = Fastify({ logger: false });
    registerCaseConversion(app);
    app.get('/page', { schema: { response: { 200: page } } }, async () => wrong);
    const answer = await app.inject({ method: 'GET', url: '/page' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('three');
  });
});
