import { describe, expect, it } from 'vitest';
import {
  camelToSnake,
  snakeToCamel,
  toCamelDeep,
  toSnakeDeep,
  toSnakeForJson,
} from './case-conversion.ts';

describe('camelToSnake / snakeToCamel', () => {
  it.each([
    ['productCode', 'product_code'],
    ['address1', 'address1'],
    ['line2Qty', 'line2_qty'],
    ['userID', 'user_i_d'],
    ['perPage', 'per_page'],
    ['id', 'id'],
    ['lines.0.productId', 'lines.0.product_id'],
  ])('%s ↔ %s', (camel, snake) => {
    expect(camelToSnake(camel)).toBe(snake);
    expect(snakeToCamel(snake)).toBe(camel);
  });

  it.each([
    '行目',
    '商品コード',
    'エラー',
    '_form',
    '__proto__',
    'I_inbound_cancel',
    'x-request-id',
    'Foo',
    '0',
    '',
  ])('leaves the non-identifier key %j unchanged both ways', (key) => {
    expect(camelToSnake(key)).toBe(key);
    expect(snakeToCamel(key)).toBe(key);
  });

  it.each([
    ['line_2_qty', 'line_2Qty'],
    ['a__b', 'a_B'],
    ['trailing_', 'trailing_'],
  ])('keeps underscores not followed by a lowercase letter: %s → %s and back', (snake, camel) => {
    expect(snakeToCamel(snake)).toBe(camel);
    expect(camelToSnake(camel)).toBe(snake);
  });

  it('is idempotent on keys that are already snake_case', () => {
    expect(camelToSnake('already_snake_case')).toBe('already_snake_case');
  });
});

describe('toSnakeDeep / toCamelDeep', () => {
  const date = new Date('2024-05-01T00:00:00Z');

  it('converts nested objects and arrays and round-trips', () => {
    const camel = {
      perPage: 30,
      items: [{ productCode: 'A-1', lineItems: [{ unitPrice: 100, address1: 'x' }] }, 'plain', 3],
      nested: { deepKey: { deeperKey: null } },
    };
    const snake = {
      per_page: 30,
      items: [
        { product_code: 'A-1', line_items: [{ unit_price: 100, address1: 'x' }] },
        'plain',
        3,
      ],
      nested: { deep_key: { deeper_key: null } },
    };
    expect(toSnakeDeep(camel)).toEqual(snake);
    expect(toCamelDeep(snake)).toEqual(camel);
    expect(toCamelDeep(toSnakeDeep(camel))).toEqual(camel);
  });

  it('keeps Japanese keys and converts what is below them', () => {
    const body = { message: 'm', errors: [{ 行目: 2, エラー: { productCode: ['必須項目です'] } }] };
    expect(toSnakeDeep(body)).toEqual({
      message: 'm',
      errors: [{ 行目: 2, エラー: { product_code: ['必須項目です'] } }],
    });
    expect(toCamelDeep({ errors: [{ 商品コード: 'A-1', エラー: 'x' }] })).toEqual({
      errors: [{ 商品コード: 'A-1', エラー: 'x' }],
    });
  });

  it('returns the same instances for non-plain objects', () => {
    const formData = new FormData();
    formData.append('fileName', 'a.csv');
    const blob = new Blob(['x']);
    const buffer = new ArrayBuffer(4);
    const bytes = new Uint8Array(2);
    const map = new Map([['someKey', 1]]);
    class Point {
      constructor(public xValue = 1) {}
    }
    const point = new Point();
    for (const value of [formData, blob, buffer, bytes, map, point, date]) {
      expect(toSnakeDeep(value)).toBe(value);
      expect(toCamelDeep(value)).toBe(value);
    }
    const converted = toSnakeDeep<{ created_at: Date; upload: FormData }>({
      createdAt: date,
      upload: formData,
    });
    expect(converted.created_at).toBe(date);
    expect(converted.upload).toBe(formData);
  });

  it.each([null, undefined, 0, 'someString', true])('passes the primitive %j through', (value) => {
    expect(toSnakeDeep(value)).toBe(value);
    expect(toCamelDeep(value)).toBe(value);
  });

  it('converts null-prototype objects (e.g. parsed query strings)', () => {
    const query = Object.assign(Object.create(null) as object, { per_page: '30' });
    expect(toCamelDeep(query)).toEqual({ perPage: '30' });
  });

  it('keeps a JSON __proto__ key as data without touching the prototype', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"isAdmin": true}, "someKey": 1}');
    const converted = toSnakeDeep<Record<string, unknown>>(parsed);
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect(Object.keys(converted)).toEqual(['__proto__', 'some_key']);
    expect(Object.getOwnPropertyDescriptor(converted, '__proto__')?.value).toEqual({
      is_admin: true,
    });
  });

  it('does not mutate its input', () => {
    const input = { someKey: { innerKey: [1, { deepKey: 2 }] } };
    const copy = structuredClone(input);
    toSnakeDeep(input);
    expect(input).toEqual(copy);
  });
});

describe('toSnakeDeep / toCamelDeep on hostile shapes', () => {
  function nested(depth: number): unknown {
    let value: unknown = { leafKey: 1 };
    for (let level = 0; level < depth; level += 1)
      value = level % 2 ? [value] : { innerKey: value };
    return value;
  }

  it('converts 200,000 levels of nesting without overflowing the call stack', () => {
    const converted = toSnakeDeep(nested(200_000));
    let cursor = converted as Record<string, unknown> | unknown[];
    for (let level = 199_999; level >= 0; level -= 1) {
      cursor = (
        level % 2 ? (cursor as unknown[])[0] : (cursor as Record<string, unknown>).inner_key
      ) as typeof cursor;
    }
    expect(cursor).toEqual({ leaf_key: 1 });
  });

  it('converts what JSON.parse makes of 20,000 opening brackets', () => {
    const text = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(() => toCamelDeep(JSON.parse(text))).not.toThrow();
  });

  it('keeps a sparse array sparse and a shared value shared', () => {
    const shared = { someKey: 1 };
    // eslint-disable-next-line no-sparse-arrays
    const converted = toSnakeDeep<unknown[]>([shared, , shared]);
    expect(1 in converted).toBe(false);
    expect(converted).toEqual([{ some_key: 1 }, undefined, { some_key: 1 }]);
    expect(converted[0]).toBe(converted[2]);
  });

  it('ends on a cycle instead of running forever', () => {
    const cyclic: Record<string, unknown> = { someKey: 1 };
    cyclic.selfRef = cyclic;
    const converted = toSnakeDeep<Record<string, unknown>>(cyclic);
    expect(converted.self_ref).toBe(converted);
    expect(converted.some_key).toBe(1);
  });
});

describe('toSnakeForJson', () => {
  it('stringifies as toSnakeDeep does, shallow or deep, shared or sparse', () => {
    const shared = { unitPrice: 1 };
    const deep: Record<string, unknown> = { leafKey: [shared] };
    let nested = deep;
    for (let level = 0; level < 200; level += 1) nested = { innerKey: nested, 行目: level };
    // eslint-disable-next-line no-sparse-arrays
    const value = { perPage: 20, rows: [shared, shared, , { date: new Date(0) }], nested };
    const proto = JSON.parse('{"__proto__": {"fooBar": 1}}') as unknown;
    for (const sample of [value, proto, 'plain', null]) {
      expect(JSON.stringify(toSnakeForJson(sample))).toBe(JSON.stringify(toSnakeDeep(sample)));
    }
  });
});
