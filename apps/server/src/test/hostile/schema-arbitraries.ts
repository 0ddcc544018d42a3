import fc from 'fast-check';
import type { z } from 'zod';

/*
 * fast-check arbitraries read off the shared zod schemas: for each field, values around its own
 * bounds (lengths, ranges, date range, enum members) mixed with what a hostile client sends
 * instead (control characters, other types, out-of-range numbers, impossible dates).
 */

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
  shape?: Record<string, z.ZodType>;
};
type Introspected = z.ZodType & {
  _zod: { def: Def };
  minLength?: number | null;
  maxLength?: number | null;
  format?: string | null;
  minValue?: number | null;
  maxValue?: number | null;
};

const defOf = (schema: z.ZodType) => (schema as Introspected)._zod.def;

const TEXT_CHARACTERS = fc.constantFrom(
  'a',
  'Z',
  '7',
  ' ',
  'あ',
  '漢',
  'ｱ',
  '🚚',
  '<',
  '>',
  '&',
  '"',
  "'",
  '\\',
  '%',
  '_',
  '/',
  '\u0000',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u200b',
  '\ufeff',
  '\ud800',
);

/** A value of a JSON type other than the field's, or an empty one. */
export const otherType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', ' ', 0, -1, true, false, [], {}, '0', 'true', 'null'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

export function textArbitrary(maxLength = 255): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: TEXT_CHARACTERS, maxLength: 24 }) },
    { weight: 1, arbitrary: fc.constantFrom(maxLength, maxLength + 1).map((n) => 'x'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(maxLength - 1, maxLength).map((n) => 'あ'.repeat(n) + '\u0000'),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    // Half a surrogate pair, alone, somewhere in a text: PostgreSQL would store U+FFFD.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 8 }),
          fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'),
          fc.string({ maxLength: 8 }),
        )
        .map(([before, lone, after]) => `${before}${lone}${after}`),
    },
  );
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const dateArbitrary: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '2000-01-01',
      '2024-02-29',
      '2023-02-29',
      '2099-12-31',
      '2100-01-01',
      '9999-12-31',
      '+275760-09-13',
      '-000001-01-01',
      '2024-01-01T00:00:00Z',
      '2024/01/01',
      '20240101',
      '2024-1-1',
      '2024-01-01\u0000',
      'today',
    ),
  },
);

export function integerArbitrary(min = -(2 ** 31), max = 2 ** 31 - 1): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        min,
        max,
        min - 1,
        max + 1,
        0,
        -1,
        2_147_483_647,
        2_147_483_648,
        -2_147_483_649,
        2 ** 53,
        2 ** 53 + 2,
        -(2 ** 63),
        1.5,
        1e-7,
        1e308,
      ),
    },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

/** Values for one field of a schema: mostly its own kind, sometimes another type altogether. */
export function fieldArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const own = ownKindArbitrary(schema);
  return fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: otherType });
}

function ownKindArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const node = schema as Introspected;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
      return fc.oneof(ownKindArbitrary(def.innerType!), fc.constantFrom(undefined, null));
    case 'pipe':
      // A preprocess's input side is a transform: the real shape is on the output side.
      return ownKindArbitrary(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'string':
      return node.format === 'date' ? dateArbitrary : textArbitrary(node.maxLength ?? 255);
    case 'number':
      return integerArbitrary(node.minValue ?? undefined, node.maxValue ?? undefined);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...Object.values(def.entries!)) },
        { weight: 1, arbitrary: textArbitrary(20) },
      );
    default:
      return fc.anything();
  }
}

/** The fields of an object schema (unwrapping a preprocess around it). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'pipe') return shapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  if (!def.shape) throw new Error(`not an object schema: ${def.type}`);
  return def.shape;
}
