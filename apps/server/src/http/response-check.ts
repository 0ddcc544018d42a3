import { safeEncode, safeParse, type $ZodType } from 'zod/v4/core';

// Schema kinds that read the same both ways: no transform, codec, pipe, default or catch. A union
// tries its options in turn either way; a discriminated one looks its option up only forward.
const SAME_BOTH_WAYS = new Set([
  'object',
  'array',
  'record',
  'nullable',
  'optional',
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'bigint',
  'unknown',
  'any',
  'union',
]);

/** The parts of a zod schema's definition the response check and writer read. */
export type SchemaDef = {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  discriminator?: string;
};

/** Whether decoding the schema is encoding it: then zod's compiled forward parse can check it. */
function readsSameBothWays(schema: $ZodType): boolean {
  const def = schema._zod.def as SchemaDef;
  if (!SAME_BOTH_WAYS.has(def.type) || def.discriminator !== undefined) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
    ...(def.options ?? []),
  ];
  return children.every((child) => child === undefined || readsSameBothWays(child));
}

/**
 * A route's response check, chosen once per route (decision 067): zod's encode runs a canary pass
 * and skips the compiled object parser, twice the cost of parse, which gives the same answer
 * for a schema that reads the same both ways.
 */
export function responseCheckOf(
  schema: $ZodType,
): (data: unknown) => ReturnType<typeof safeEncode> {
  if (readsSameBothWays(schema)) return (data) => safeParse(schema, data);
  return (data) => safeEncode(schema, data);
}
