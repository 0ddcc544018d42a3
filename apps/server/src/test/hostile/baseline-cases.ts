import fc from 'fast-check';
import { ROUTE_INVENTORY, rowKey, samplePathOf, type InventoryRoute } from '../route-inventory.ts';
import type { HostileClient } from './hostile-client.ts';
import { parsedQuery, queryString, queryValueArbitrary } from './request-parts.ts';
import type { Planner } from './sweep-plan.ts';
import { INPUT_CASES } from './sweep-cases.ts';

/** Routes the sweep may call only without a session (a stream that never ends). */
export const ANONYMOUS_ONLY = new Set(['GET /api/events']);

/** The rows that take no input of their own: a stranger query must change nothing about the answer. */
export const BASELINE_ROWS = ROUTE_INVENTORY.filter((row) => !(rowKey(row) in INPUT_CASES));

// HEAD for GET rows: the same route and access without downloading a postal zip thousands of times.
const methodOf = (row: InventoryRoute) =>
  row.method === 'ALL' || row.method === 'GET' ? 'HEAD' : row.method;
const FORM = 'application/x-www-form-urlencoded';

/** Each baseline row's status for its sample request, signed in and not (measured once). */
export async function measureBaseline(client: HostileClient): Promise<Map<string, number>> {
  const baseline = new Map<string, number>();
  for (const row of BASELINE_ROWS) {
    for (const anonymous of [true, false]) {
      if (!anonymous && ANONYMOUS_ONLY.has(rowKey(row))) continue;
      const form =
        methodOf(row) === 'POST' ? { body: 'login=a&password=b', contentType: FORM } : {};
      const response = await client.send({
        method: methodOf(row),
        path: samplePathOf(row),
        anonymous,
        ...form,
      });
      baseline.set(`${rowKey(row)}|${anonymous}`, response.status);
    }
  }
  return baseline;
}

const junkQuery = fc
  .dictionary(
    fc.constantFrom('x', 'id', 'page', '__proto__', 'constructor', 'a[b]', 'q'),
    queryValueArbitrary,
    {
      minKeys: 1,
      maxKeys: 3,
    },
  )
  .map((query) => queryString(parsedQuery(query)));

export function baselinePlanner(row: InventoryRoute): fc.Arbitrary<Planner> {
  const key = rowKey(row);
  return fc
    .tuple(junkQuery, fc.string({ maxLength: 30 }))
    .map<Planner>(([query, form]) => async (context, anonymous) => {
      const asStranger = anonymous || ANONYMOUS_ONLY.has(key);
      const body =
        methodOf(row) === 'POST'
          ? { body: `login=${encodeURIComponent(form)}`, contentType: FORM }
          : {};
      const path = `${samplePathOf(row)}${samplePathOf(row).includes('?') ? query.replace('?', '&') : query}`;
      const status = context.baseline.get(`${key}|${asStranger}`);
      if (status === undefined) throw new Error(`no baseline for ${key}`);
      return {
        request: { method: methodOf(row), path, anonymous: asStranger, ...body },
        // An optional row's files (the built SPA) may be rebuilt away while the sweep runs.
        expected: { status, ...(row.optional && { orStatus: 404 }) },
        writes: false,
      };
    });
}
