import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { camelToSnake } from '@logi/shared';
import type { z } from 'zod';
import { ROUTE_INVENTORY, rowKey, samplePathOf, type InventoryRoute } from '../route-inventory.ts';
import type { HostileClient } from './hostile-client.ts';
import { schemaVerdict } from './oracle.ts';
import { queryArbitrary, toCamelQuery } from './query-planner.ts';
import { parsedQuery, queryString, queryValueArbitrary } from './request-parts.ts';
import { shapeOf } from './schema-arbitraries.ts';
import type { Planner } from './sweep-plan.ts';
import { INPUT_CASES } from './sweep-cases.ts';

/** Routes the sweep may call only without a session (a stream that never ends). */
export const ANONYMOUS_ONLY = new Set(['GET /api/events']);

/**
 * The rows without a case of their own: a stranger query must change nothing about the answer,
 * or, for a route whose query schema accepts an empty query, the schema decides (422) and
 * otherwise the answer is the sample request's.
 */
export const BASELINE_ROWS = ROUTE_INVENTORY.filter((row) => !(rowKey(row) in INPUT_CASES));

const FORM = 'application/x-www-form-urlencoded';

/** The query schema a row's route registered, when an empty query passes it. */
export function optionalQuerySchemaOf(routes: RouteOptions[], row: InventoryRoute) {
  const route = routes.find(
    (candidate) => candidate.url === row.url && [candidate.method].flat().includes(row.method),
  );
  const schema = route?.schema?.querystring as z.ZodType | undefined;
  return schema?.safeParse({}).success ? schema : undefined;
}

// HEAD for other GET rows: the same route and access without downloading a postal zip each time.
function methodOf(row: InventoryRoute, querySchema: z.ZodType | undefined) {
  // A route with a query schema is asked with its own method (POST uploads take ?encoding= too).
  if (querySchema) return row.method === 'ALL' ? 'GET' : row.method;
  return row.method === 'ALL' || row.method === 'GET' ? 'HEAD' : row.method;
}

/** Each baseline row's status for its sample request, signed in and not (measured once). */
export async function measureBaseline(client: HostileClient): Promise<Map<string, number>> {
  const baseline = new Map<string, number>();
  for (const row of BASELINE_ROWS) {
    const method = methodOf(row, optionalQuerySchemaOf(client.routes, row));
    for (const anonymous of [true, false]) {
      if (!anonymous && ANONYMOUS_ONLY.has(rowKey(row))) continue;
      const form = method === 'POST' ? { body: 'login=a&password=b', contentType: FORM } : {};
      const request = { method, path: samplePathOf(row), anonymous, ...form };
      baseline.set(`${rowKey(row)}|${anonymous}`, (await client.send(request)).status);
    }
  }
  return baseline;
}

const junkQuery = fc.dictionary(
  fc.constantFrom('x', 'id', 'page', '__proto__', 'constructor', 'a[b]', 'q'),
  queryValueArbitrary,
  { minKeys: 1, maxKeys: 3 },
);

export function baselinePlanner(
  row: InventoryRoute,
  querySchema: z.ZodType | undefined,
): fc.Arbitrary<Planner> {
  const key = rowKey(row);
  const method = methodOf(row, querySchema);
  const queries = querySchema
    ? queryArbitrary({}, Object.keys(shapeOf(querySchema)).map(camelToSnake))
    : junkQuery;
  return fc
    .tuple(queries, fc.string({ maxLength: 30 }))
    .map<Planner>(([query, form]) => async (context, anonymous) => {
      const asStranger = anonymous || ANONYMOUS_ONLY.has(key);
      const body =
        // A POST with a query schema (an upload's ?encoding=) is judged on its query alone.
        method === 'POST' && !querySchema
          ? { body: `login=${encodeURIComponent(form)}`, contentType: FORM }
          : {};
      const sample = samplePathOf(row);
      const text = queryString(parsedQuery(query));
      const path = `${sample}${sample.includes('?') ? text.replace('?', '&') : text}`;
      const request = { method, path, anonymous: asStranger, ...body };
      const verdict = querySchema && schemaVerdict(querySchema, toCamelQuery(query));
      if (verdict && 'refused' in verdict && !asStranger) {
        return { request, expected: verdict.refused, writes: false };
      }
      const status = context.baseline.get(`${key}|${asStranger}`);
      if (status === undefined) throw new Error(`no baseline for ${key}`);
      return {
        request,
        // An optional row's files (the built SPA) may be rebuilt away while the sweep runs.
        expected: { status, ...(row.optional && { orStatus: 404 }) },
        writes: false,
      };
    });
}
