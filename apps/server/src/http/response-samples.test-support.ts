import type { $ZodType } from 'zod/v4/core';

/**
 * Values for a response schema, to compare two serialisers over every route (decision 067).
 * `variant` 0 fills everything (nullables set, optionals present, a key the schema does not name
 * on every object); 1 leaves nullables null, optionals out and strings full of escapes; higher ones pick other union
 * options. `faultAt` k makes the k-th checked value wrong (a string where a number belongs, 1.5
 * for an integer, a value below a minimum, an array for an object...), so a refusal is compared too.
 */
export type SampleOptions = { variant: number; faultAt?: number; rows?: number };

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean } } }[];
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
};

/** A sample of `schema` and how many faultable values it has (so a caller can try each). */
export function sampleOf(schema: $ZodType, options: SampleOptions) {
  let counter = 0;
  // The next checked value: wrong if it is the one asked for.
  const faulty = () => counter++ === options.faultAt;
  const rows = options.rows ?? 2;

  const sample = (schema: $ZodType, depth: number): unknown => {
    const def = schema._zod.def as Def;
    switch (def.type) {
      case 'object': {
        if (faulty()) return [];
        const object: Record<string, unknown> =
          options.variant === 0 ? { internalSecret: 'x' } : {};
        for (const [key, field] of Object.entries(def.shape ?? {})) {
          const value = sample(field, depth + 1);
          if (value !== undefined || options.variant === 0) object[key] = value;
        }
        return object;
      }
      case 'array':
        if (faulty()) return {};
        return Array.from({ length: depth > 2 ? 1 : rows }, () => sample(def.element!, depth + 1));
      case 'record':
        if (faulty()) return 'not a record';
        return {
          someKey: sample(def.valueType!, depth + 1),
          'コード-1': sample(def.valueType!, depth + 1),
        };
      case 'nullable':
        return options.variant === 1 ? null : sample(def.innerType!, depth);
      case 'optional':
        return options.variant === 1 ? undefined : sample(def.innerType!, depth);
      case 'union': {
        const option = def.options![options.variant % def.options!.length]!;
        return sample(option, depth);
      }
      case 'string':
        if (faulty()) return 7;
        // Quotes, a backslash and a control character to escape in the sparse variant.
        return options.variant === 1 ? `値「${counter}」"\\\n\u0001` : `商品名 ${counter}`;
      case 'number':
        return numberSample(def, faulty(), counter);
      case 'boolean':
        return faulty() ? 'true' : counter % 2 === 0;
      case 'null':
        return faulty() ? 0 : null;
      case 'enum':
      case 'literal': {
        const values = [...(schema._zod.values as Set<unknown>)];
        return faulty() ? '__なし__' : values[counter % values.length];
      }
      case 'unknown':
      case 'any':
        return { nestedCamelKey: [1, { deeperKey: 'x' }], 行目: 2 };
      default:
        throw new Error(`no sample for a ${def.type}`);
    }
  };
  const value = sample(schema, 0);
  return { value, faultable: counter };
}

function numberSample(def: Def, faulty: boolean, counter: number): unknown {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const minimum = checks.find((check) => check.check === 'greater_than');
  const integer = checks.some((check) => check.check === 'number_format');
  if (faulty) {
    if (minimum && counter % 2 === 0) return minimum.value! - (minimum.inclusive ? 1 : 0);
    return integer ? 1.5 : counter % 2 === 0 ? Number.NaN : '12';
  }
  const base = (minimum?.value ?? 0) + 1 + counter;
  return integer ? base : base + 0.25;
}
