import { camelToSnake, FORM_ERROR_KEY, hasLoneSurrogates, toCamelDeep } from '@logi/shared';
import type { z } from 'zod';
import { BODY_LIMIT_BYTES, jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/json-body.ts';

/** How a request must be answered: the exact status and, for a 422 from a schema, its field errors. */
export type Expected = {
  status: number;
  /** Other acceptable statuses, where a rule the schema cannot see decides (the postal search). */
  orStatus?: number | readonly number[];
  errors?: Record<string, string[]>;
};

export type Verdict = { refused: Expected } | { accepted: unknown };

/** A `__proto__` key, or a `constructor` holding a `prototype`: what Fastify's parser refuses. */
function isPoisoned(text: string): boolean {
  let poisoned = false;
  JSON.parse(text, function (this: Record<string, unknown>, key, value: unknown) {
    if (key === '__proto__') poisoned = true;
    if (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value) {
      poisoned = true;
    }
    return value;
  });
  return poisoned;
}

/** The field errors a schema gives, keyed as the server's 422 body keys them (snake_case, _form for the whole). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key =
      issue.path.length === 0 ? FORM_ERROR_KEY : camelToSnake(issue.path.map(String).join('.'));
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Whether a string anywhere in the value holds half a surrogate pair (JSON's "\ud800"). */
function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return hasLoneSurrogates(value);
  if (value && typeof value === 'object') return Object.values(value).some(holdsLoneSurrogate);
  return false;
}

/**
 * What the schema makes of an input the server has already case-converted. Whatever the schema
 * says, a text holding a lone surrogate is never taken (PostgreSQL would store U+FFFD): a route
 * answering 2xx to one fails the sweep. Only the stand-in for an ignored body (z.unknown) may.
 */
export function schemaVerdict(schema: z.ZodType, input: unknown): Verdict {
  const result = schema.safeParse(input);
  if (!result.success) return { refused: { status: 422, errors: fieldErrorsOf(result.error) } };
  const ignoresBody = (schema as { _zod: { def: { type: string } } })._zod.def.type === 'unknown';
  if (!ignoresBody && holdsLoneSurrogate(result.data)) return { refused: { status: 422 } };
  return { accepted: result.data };
}

/** What a JSON body route must do with a raw body: refuse it (and how), or take its value. */
export function jsonBodyVerdict(text: string, schema: z.ZodType): Verdict {
  if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) return { refused: { status: 413 } };
  if (text.length === 0 || jsonDepthExceeds(text, MAX_JSON_DEPTH))
    return { refused: { status: 422 } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { refused: { status: 422 } };
  }
  if (isPoisoned(text)) return { refused: { status: 422 } };
  return schemaVerdict(schema, toCamelDeep(parsed));
}

/** Normalises a 422 body's errors for comparison: each field's distinct messages, sorted. */
export function normaliseErrors(errors: unknown): Record<string, string[]> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(errors as Record<string, string[]>)
      .map(([key, messages]) => [key, [...new Set(messages)].sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
