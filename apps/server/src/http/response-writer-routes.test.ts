import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { toSnakeForJson } from '@logi/shared';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { responseCheckOf } from './response-check.ts';
import { sampleOf } from './response-samples.test-support.ts';
import { REFUSED, responseWriterOf } from './response-writer.ts';

// Every registered route's response schemas, as the app registers them (decision 067).
const schemas = new Map<string, $ZodType>();
let app: TestApp;

beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    const responses = (route.schema?.response ?? {}) as Record<string, $ZodType>;
    for (const [status, schema] of Object.entries(responses)) {
      schemas.set(`${[route.method].flat().join(',')} ${route.url} ${status}`, schema);
    }
  };
  app = await startTestApp({}, { onRoute: collect });
});
afterAll(() => app?.close());

const VARIANTS = [0, 1, 2, 3];
const MOST_FAULTS = 150;

it('writes every route’s samples as the key copy did, and refuses what zod refuses', () => {
  const tally = { written: 0, refused: 0, declined: [] as string[] };
  for (const [route, schema] of schemas) {
    const write = responseWriterOf(schema);
    if (!write) {
      tally.declined.push(route);
      continue;
    }
    const check = responseCheckOf(schema);
    for (const variant of VARIANTS) {
      const { faultable } = sampleOf(schema, { variant });
      for (let faultAt = -1; faultAt < Math.min(faultable, MOST_FAULTS); faultAt += 1) {
        const { value } = sampleOf(schema, { variant, faultAt });
        const written = write(value);
        const accepted = !check(value).error;
        const where = `${route}, variant ${variant}, fault ${faultAt}`;
        if (typeof written === 'string') {
          tally.written += 1;
          expect(accepted, where).toBe(true);
          const before = JSON.stringify(toSnakeForJson(value));
          expect(JSON.parse(written), where).toStrictEqual(JSON.parse(before));
        } else {
          tally.refused += 1;
          expect(written, where).toBe(REFUSED);
          // Variant 0 names a key the schema does not; the others are declared when zod accepts.
          if (faultAt === -1 && variant > 0) expect(accepted, where).toBe(false);
        }
      }
    }
  }
  expect(schemas.size).toBeGreaterThan(100);
  expect(tally.written).toBeGreaterThan(schemas.size);
  expect(tally.refused).toBeGreaterThan(schemas.size);
  // The hot lists must take the one-walk path (a new kind in their schemas would silently not).
  for (const route of [
    'POST /api/products/search 200',
    'POST /api/stocks/search 200',
    'POST /api/suppliers/search 200',
  ]) {
    expect(tally.declined, route).not.toContain(route);
    expect(schemas.has(route), route).toBe(true);
  }
});
