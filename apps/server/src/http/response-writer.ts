import type { $ZodType } from 'zod/v4/core';
import { camelToSnake, toSnakeForJson } from '@logi/shared';
import type { SchemaDef } from './response-check.ts';

/**
 * A value that is not exactly what the schema declares (a key it does not name, a wrong type, a
 * failed check): the caller then writes it as before, converted as it is (decision 067).
 */
export const REFUSED = Symbol('refused');

/**
 * Writes a value the schema declares as JSON text with snake_case keys, the JSON
 * `JSON.stringify(toSnakeForJson(value))` writes; undefined for a value JSON leaves out.
 */
export type ResponseWriter = (value: unknown) => string | undefined | typeof REFUSED;

/**
 * A value the schema declares, checked and copied with its keys in snake_case, for one
 * JSON.stringify: a flat string at once, where text joined piece by piece had to be flattened again
 * (Buffer.byteLength for content-length) at the cost of writing it.
 */
type Mapper = (value: unknown) => unknown;

type Def = SchemaDef & {
  coerce?: boolean;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  inclusive?: boolean;
  mode?: string;
};
type CheckDef = { check: string; format?: string; value?: unknown; inclusive?: boolean };

// Thrown while compiling: the schema holds something this writer does not mirror exactly.
class Unsupported extends Error {}

/** A check of a number written out, for the two kinds response schemas use; any other is unsupported. */
function numberCheck({ check, format, value, inclusive, ...rest }: CheckDef) {
  if ('when' in rest) throw new Unsupported('a conditional check');
  if (check === 'number_format' && format === 'safeint') return Number.isSafeInteger;
  if (typeof value !== 'number') throw new Unsupported(`check ${check}`);
  if (check === 'greater_than') return (n: number) => (inclusive ? n >= value : n > value);
  if (check === 'less_than') return (n: number) => (inclusive ? n <= value : n < value);
  throw new Unsupported(`check ${check}`);
}

/** A literal JSON writes as it is; enums and literals hold nothing else. */
function jsonScalar(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (['string', 'number', 'boolean'].includes(typeof value)) return value;
  throw new Unsupported(`a literal of type ${typeof value}`);
}

function compileNumber(def: Def): Mapper {
  const checks = (def.checks ?? []).map((check) => numberCheck(check._zod.def));
  // z.int() and its kin carry their format on the schema itself.
  if (def.format !== undefined)
    checks.push(numberCheck({ check: 'number_format', format: def.format }));
  return (value) => {
    // zod's number: finite, not NaN (Number.isFinite refuses both).
    if (typeof value !== 'number' || !Number.isFinite(value)) return REFUSED;
    for (const check of checks) if (!check(value)) return REFUSED;
    return value;
  };
}

function compileValues(schema: $ZodType): Mapper {
  const values = new Set([...(schema._zod.values as Set<unknown>)].map(jsonScalar));
  return (value) => (values.has(value) ? value : REFUSED);
}

type Field = { key: string; name: string; map: Mapper; omittable: boolean };

/** Object literals and null-prototype objects only: toSnakeForJson leaves any other object as is. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The keys JSON.stringify would write of a plain object (its own enumerable ones). */
function keyCount(object: Record<string, unknown>): number {
  let count = 0;
  for (const _key in object) count += 1;
  return count;
}

/** An object with exactly the schema's keys, in snake_case; a key it does not name refuses it. */
function compileObject(def: Def): Mapper {
  if (def.catchall) throw new Unsupported('an object with a catchall');
  const shape = def.shape ?? {};
  const fields: Field[] = Object.keys(shape)
    .filter((key) => key !== '__proto__')
    .map((key) => {
      const { optin, optout } = shape[key]!._zod;
      if (optin === 'defaulted') throw new Unsupported('a default');
      // No other key is written __proto__ (camelToSnake only adds underscores before capitals).
      return {
        key,
        name: camelToSnake(key),
        map: compile(shape[key]!),
        omittable: optout === 'optional',
      };
    });
  if (new Set(fields.map((field) => field.name)).size !== fields.length)
    throw new Unsupported('two keys with one snake_case name');
  return objectMapper(fields);
}

/**
 * The mapper of an object's fields, generated once per schema: a fixed object literal is one
 * hidden class that JSON.stringify writes on its fast path, where keys set one by one from a list
 * cost the copy half the writing time. The source holds field indexes and JSON-quoted names only.
 */
function objectMapper(fields: Field[]): Mapper {
  const steps = fields.map(
    ({ key, omittable }, index) => `
    value = input[${JSON.stringify(key)}];
    ${omittable ? '' : 'if (value === undefined) return REFUSED;'}
    const m${index} = fields[${index}].map(value);
    if (m${index} === REFUSED) return REFUSED;
    if (value !== undefined || hasOwn(input, ${JSON.stringify(key)})) present += 1;`,
  );
  const literal = fields.map(({ name }, index) => `${JSON.stringify(name)}: m${index}`).join(', ');
  const source = `return function mapObject(input) {
    if (!isPlainObject(input)) return REFUSED;
    let present = 0;
    let value;${steps.join('')}
    // A key the schema does not name: the caller writes the value as it is.
    return keyCount(input) === present ? { ${literal} } : REFUSED;
  };`;
  const build = new Function('fields', 'REFUSED', 'isPlainObject', 'keyCount', 'hasOwn', source);
  return build(fields, REFUSED, isPlainObject, keyCount, Object.hasOwn) as Mapper;
}

function compileArray(def: Def): Mapper {
  if (def.checks?.length) throw new Unsupported('an array with checks');
  const map = compile(def.element!);
  return (input) => {
    if (!Array.isArray(input)) return REFUSED;
    const output: unknown[] = new Array(input.length);
    for (let index = 0; index < input.length; index += 1) {
      const mapped = map(input[index]);
      if (mapped === REFUSED) return REFUSED;
      output[index] = mapped ?? null;
    }
    return output;
  };
}

/** A record keyed by plain strings, its keys in snake_case; a symbol or `__proto__` key refuses it. */
function compileRecord(def: Def): Mapper {
  const keyDef = def.keyType!._zod.def as Def;
  if (keyDef.type !== 'string' || keyDef.checks?.length || keyDef.coerce || def.mode === 'loose')
    throw new Unsupported('a record keyed by anything but a plain string');
  const map = compile(def.valueType!);
  return (input) => {
    if (!isPlainObject(input) || Object.getOwnPropertySymbols(input).length > 0) return REFUSED;
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(input)) {
      if (key === '__proto__') return REFUSED;
      const mapped = map(input[key]);
      if (mapped === REFUSED) return REFUSED;
      if (mapped !== undefined) output[camelToSnake(key)] = mapped;
    }
    return output;
  };
}

function compileUnion(def: Def): Mapper {
  if (def.discriminator !== undefined || def.inclusive === false)
    throw new Unsupported('a discriminated or exclusive union');
  const options = def.options!.map(compile);
  return (input) => {
    for (const option of options) {
      const mapped = option(input);
      if (mapped !== REFUSED) return mapped;
    }
    return REFUSED;
  };
}

// Kinds whose check is their type alone.
const PLAIN: Record<string, Mapper> = {
  string: (value) => (typeof value === 'string' ? value : REFUSED),
  boolean: (value) => (typeof value === 'boolean' ? value : REFUSED),
  null: (value) => (value === null ? null : REFUSED),
  undefined: (value) => (value === undefined ? undefined : REFUSED),
  // Anything, converted as toSnakeForJson converted it before.
  unknown: (value) => toSnakeForJson(value),
  any: (value) => toSnakeForJson(value),
};

function compile(schema: $ZodType): Mapper {
  const def = schema._zod.def as Def;
  if (def.coerce) throw new Unsupported('coercion');
  if (def.type === 'number') return compileNumber(def);
  if ((def.checks?.length && def.type !== 'array') || def.format !== undefined)
    throw new Unsupported(`checks on ${def.type}`);
  if (def.type in PLAIN) return PLAIN[def.type]!;
  switch (def.type) {
    case 'object':
      return compileObject(def);
    case 'array':
      return compileArray(def);
    case 'record':
      return compileRecord(def);
    case 'union':
      return compileUnion(def);
    case 'literal':
    case 'enum':
      return compileValues(schema);
    case 'nullable': {
      const inner = compile(def.innerType!);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      if (schema._zod.traits.has('$ZodExactOptional')) throw new Unsupported('an exact optional');
      const inner = compile(def.innerType!);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    default:
      throw new Unsupported(def.type);
  }
}

/**
 * A response schema's writer: checks and snake_case keys in one walk, then one JSON.stringify
 * (decision 067), or null where the schema holds a kind, check or rule this writer does not mirror.
 */
export function responseWriterOf(schema: $ZodType): ResponseWriter | null {
  try {
    const map = compile(schema);
    return (value) => {
      const mapped = map(value);
      return mapped === REFUSED ? REFUSED : (JSON.stringify(mapped) as string | undefined);
    };
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
