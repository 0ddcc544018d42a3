import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisationScope } from '../db/organisation-scope.ts';
import { ROUTE_INVENTORY, rowKey } from './route-inventory.ts';
import {
  BASELINE_ROWS,
  baselinePlanner,
  measureBaseline,
  optionalQuerySchemaOf,
} from './hostile/baseline-cases.ts';
import { startHostileClient, type HostileClient } from './hostile/hostile-client.ts';
import { encodeOneLetter, rawJson } from './hostile/request-parts.ts';
import { storeMasterFixture } from './hostile/master-cases.ts';
import { INPUT_CASES, MASTER_SPECS } from './hostile/sweep-cases.ts';
import type { SweepContext } from './hostile/sweep-plan.ts';
import { runSweep, type Draw } from './hostile/sweep-runner.ts';

// Issue 7 §3: at least 10,000 generated requests per run, every route of the inventory.
const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const seed = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

let client: HostileClient;
let context: SweepContext;

async function storeNotification(): Promise<number> {
  const body = rawJson({
    title: '棚卸',
    content: '<p>本文</p>',
    tag: 'notification',
    publishedAt: '2024-04-01',
    isImportant: false,
    isPublished: true,
  });
  const response = await client.send({
    method: 'POST',
    path: '/api/adminUserNotification/store',
    body,
  });
  if (response.status !== 201)
    throw new Error(`fixture not stored: ${response.status} ${response.text}`);
  return (response.json() as { data: { id: number } }).data.id;
}

async function organisationOf(hostile: HostileClient): Promise<string> {
  const user = await hostile.send({ method: 'GET', path: '/api/auth/user' });
  return (user.json() as { data: { organisations: { uuid: string }[] } }).data.organisations[0]!
    .uuid;
}

beforeAll(async () => {
  client = await startHostileClient();
  let address = 0;
  context = {
    client,
    updateTargetId: await storeNotification(),
    showTargetId: await storeNotification(),
    baseline: await measureBaseline(client),
    nextAddress: () => `10.7.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
    scope: organisationScope(await organisationOf(client)),
    fixtures: {},
  };
  for (const spec of MASTER_SPECS) await storeMasterFixture(context, spec);
});
afterAll(() => client?.close());

function drawArbitrary(): fc.Arbitrary<Draw & { key: string }> {
  const rows = ROUTE_INVENTORY.map((row) => {
    const key = rowKey(row);
    const input = INPUT_CASES[key];
    const planner = input
      ? input.planner
      : baselinePlanner(row, optionalQuerySchemaOf(client.routes, row));
    const mode = fc.record({
      anonymous: fc.nat(99).map((n) => n < 20),
      noCsrfHeader: fc.nat(99).map((n) => n < 5),
      // One request in ten spells its path another way (a percent-encoded letter).
      respell: fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.nat().map((n) => (path: string) => encodeOneLetter(path, n)) },
      ),
    });
    const draw = fc
      .tuple(planner, mode)
      .map(([plannerOf, { anonymous, noCsrfHeader, respell }]) => ({
        key,
        planner: plannerOf,
        access: row.access,
        csrf: row.csrf !== false,
        anonymous,
        noCsrfHeader,
        ...(respell && { respell }),
      }));
    return { weight: input?.weight ?? 1, arbitrary: draw };
  });
  return fc.oneof(...rows);
}

it('every sweep case names a route of the inventory, and every route has one', () => {
  const keys = new Set(ROUTE_INVENTORY.map(rowKey));
  expect(Object.keys(INPUT_CASES).filter((key) => !keys.has(key))).toEqual([]);
  expect(BASELINE_ROWS.length + Object.keys(INPUT_CASES).length).toBe(ROUTE_INVENTORY.length);
});

it('every route that declares a body, or a query an empty one does not satisfy, has a sweep case', () => {
  const routeDeclaresQuery = (row: (typeof BASELINE_ROWS)[number]) =>
    client.routes.some(
      (route) =>
        route.url === row.url &&
        [route.method].flat().includes(row.method) &&
        Boolean(route.schema?.querystring),
    );
  const takesInput = (row: (typeof BASELINE_ROWS)[number]) =>
    client.routes.some(
      (route) =>
        route.url === row.url &&
        [route.method].flat().includes(row.method) &&
        Boolean(route.schema?.body),
    );
  const missing = BASELINE_ROWS.filter(
    (row) =>
      takesInput(row) || (routeDeclaresQuery(row) && !optionalQuerySchemaOf(client.routes, row)),
  ).map(rowKey);
  expect(missing, 'add a case built from its schema in test/hostile/sweep-cases.ts').toEqual([]);
});

it(`answers ${REQUESTS} generated hostile requests with the exact 4xx, no 5xx, and no write when refused`, async () => {
  const draws = fc.sample(drawArbitrary(), { numRuns: REQUESTS, seed });
  const report = await runSweep(draws, context);
  console.log(
    `hostile sweep (seed ${seed}): ${report.requests} requests, ${report.serverErrors} answered 5xx, ${report.failures.length} not as expected`,
  );
  const untouched = ROUTE_INVENTORY.map(rowKey).filter(
    (key) => !draws.some((draw) => draw.key === key),
  );
  expect(untouched, 'routes the sweep never called').toEqual([]);
  expect(report.requests).toBeGreaterThanOrEqual(REQUESTS);
  expect(report.failures.slice(0, 15), `seed ${seed}`).toEqual([]);
  expect(report.serverErrors).toBe(0);
}, 120_000);
