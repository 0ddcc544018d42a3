import fc from 'fast-check';
import { toCamelDeep } from '@logi/shared';
import type { z } from 'zod';
import { schemaVerdict } from './oracle.ts';
import { parsedQuery, queryString, queryValueArbitrary } from './request-parts.ts';
import { refusedOrAccepted, type Planner } from './sweep-plan.ts';

/** A query made from a valid one by changing one parameter (or adding a stranger one). */
export function queryArbitrary(valid: Record<string, string>, known = Object.keys(valid)) {
  const keys = [...known, '__proto__', 'constructor', 'x'];
  return fc
    .tuple(fc.constantFrom(...keys), fc.option(queryValueArbitrary, { freq: 8 }))
    .map(([key, value]) => ({ ...valid, [key]: value ?? undefined }));
}

export function queryPlanner(
  path: string,
  schema: z.ZodType,
  valid: Record<string, string>,
  orStatus?: number,
) {
  return queryArbitrary(valid).map<Planner>((query) => async () => {
    const request = { method: 'GET', path: `${path}${queryString(query)}` };
    const verdict = schemaVerdict(schema, toCamelQuery(query));
    return refusedOrAccepted(verdict, request, () => ({
      request,
      expected: { status: 200, ...(orStatus && { orStatus }) },
      writes: false,
    }));
  });
}

// The server camel-cases query keys before validating (case-conversion.ts).
export const toCamelQuery = (query: Record<string, string | string[] | undefined>) =>
  toCamelDeep(parsedQuery(query));
