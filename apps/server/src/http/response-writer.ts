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

/** A JSON scalar as JSON.stringify writes it; enums and literals hold nothing else. */
function scalarText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return JSON.stringify(value);
  throw new Unsupported(`a literal of type ${typeof value}`);
}

function compileNumber(def: Def): ResponseWriter {
  const checks = (def.checks ?? []).map((check) => numberCheck(check._zod.def));
  // z.int() and its kin carry their format on the schema itself.
  if (def.format !== undefined)
    checks.push(numberCheck({ check: 'number_format', format: def.format }));
  return (value) => {
    // zod's number: finite, not NaN (Number.isFinite refuses both).
    if (typeof value !== 'number' || !Number.isFinite(value)) return REFUSED;
    for (const check of checks) if (!check(value)) return REFUSED;
    return String(value);
  };
}

function compileValues(schema: $ZodType): ResponseWriter {
  const values = schema._zod.values as Set<unknown>;
  const texts = new Map([...values].map((value) => [value, scalarText(value)]));
  return (value) => (texts.has(value) ? texts.get(value) : REFUSED);
}

type Field = { key: string; name: string; write: ResponseWriter; omittable: boolean };

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
function compileObject(def: Def): ResponseWriter {
  if (def.catchall) throw new Unsupported('an object with a catchall');
  const shape = def.shape ?? {};
  const fields: Field[] = Object.keys(shape)
    .filter((key) => key !== '__proto__')
    .map((key) => {
      const { optin, optout } = shape[key]!._zod;
      if (optin === 'defaulted') throw new Unsupported('a default');
      const name = `${JSON.stringify(camelToSnake(key))}:`;
      return { key, name, write: compile(shape[key]!), omittable: optout === 'optional' };
    });
  if (new Set(fields.map((field) => field.name)).size !== fields.length)
    throw new Unsupported('two keys with one snake_case name');
  return (input) => {
    if (!isPlainObject(input)) return REFUSED;
    let text = '';
    let present = 0;
    for (const field of fields) {
      const value = input[field.key];
      if (value === undefined && !field.omittable) return REFUSED;
      const written = field.write(value);
      if (written === REFUSED) return REFUSED;
      if (value !== undefined || Object.hasOwn(input, field.key)) present += 1;
      if (written !== undefined)
        text += text === '' ? field.name + written : `,${field.name}${written}`;
    }
    // A key the schema does not name: the caller writes the value as it is.
    return keyCount(input) === present ? `{${text}}` : REFUSED;
  };
}

function compileArray(def: Def): ResponseWriter {
  if (def.checks?.length) throw new Unsupported('an array with checks');
  const write = compile(def.element!);
  return (input) => {
    if (!Array.isArray(input)) return REFUSED;
    let text = '';
    for (let index = 0; index < input.length; index += 1) {
      const written = write(input[index]);
      if (written === REFUSED) return REFUSED;
      text += (index === 0 ? '' : ',') + (written ?? 'null');
    }
    return `[${text}]`;
  };
}

/** A record keyed by plain strings, its keys in snake_case; a symbol or `__proto__` key refuses it. */
function compileRecord(def: Def): ResponseWriter {
  const keyDef = def.keyType!._zod.def as Def;
  if (keyDef.type !== 'string' || keyDef.checks?.length || keyDef.coerce || def.mode === 'loose')
    throw new Unsupported('a record keyed by anything but a plain string');
  const write = compile(def.valueType!);
  return (input) => {
    if (!isPlainObject(input) || Object.getOwnPropertySymbols(input).length > 0) return REFUSED;
    let text = '';
    for (const key of Object.keys(input)) {
      if (key === '__proto__') return REFUSED;
      const written = write(input[key]);
      if (written === REFUSED) return REFUSED;
      if (written === undefined) continue;
      text += `${text === '' ? '' : ','}${JSON.stringify(camelToSnake(key))}:${written}`;
    }
    return `{${text}}`;
  };
}

function compileUnion(def: Def): ResponseWriter {
  if (def.discriminator !== undefined || def.inclusive === false)
    throw new Unsupported('a discriminated or exclusive union');
  const options = def.options!.map(compile);
  return (input) => {
    for (const option of options) {
      const written = option(input);
      if (written !== REFUSED) return written;
    }
    return REFUSED;
  };
}

// A string JSON writes as it is: no quote, backslash, control character or lone surrogate.
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const PLAIN_TEXT = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

// Kinds whose check is their type alone.
const PLAIN: Record<string, ResponseWriter> = {
  string: (value) =>
    typeof value !== 'string'
      ? REFUSED
      : PLAIN_TEXT.test(value)
        ? `"${value}"`
        : JSON.stringify(value),
  boolean: (value) => (value === true ? 'true' : value === false ? 'false' : REFUSED),
  null: (value) => (value === null ? 'null' : REFUSED),
  undefined: (value) => (value === undefined ? undefined : REFUSED),
  // Anything, converted as toSnakeForJson converted it before.
  unknown: (value) => JSON.stringify(toSnakeForJson(value)) as string | undefined,
  any: (value) => JSON.stringify(toSnakeForJson(value)) as string | undefined,
};

function compile(schema: $ZodType): ResponseWriter {
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
      return (value) => (value === null ? 'null' : inner(value));
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
 * A response schema's writer: checks and snake_case JSON in one walk (decision 067), or null
 * where the schema holds a kind, check or rule this writer does not mirror.
 */
export function responseWriterOf(schema: $ZodType): ResponseWriter | null {
  try {
    return compile(schema);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
