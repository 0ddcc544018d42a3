import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppOn } from '../../test/start-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// GET /api/auth/redirect allows 30 a minute per client (auth.routes.ts).
const SIGN_IN_LIMIT = 30;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: Awaited<ReturnType<typeof startAppOn>>;
let second: Awaited<ReturnType<typeof startAppOn>>;

beforeAll(async () => {
  database = await createTestDatabase();
  [first, second] = await Promise.all([startAppOn(database.db), startAppOn(database.db)]);
});
afterAll(async () => {
  await Promise.all([first?.app.close(), second?.app.close()]);
  await database?.drop();
});

const redirect = (baseUrl: string) => fetch(`${baseUrl}/api/auth/redirect`).then((r) => r.status);

describe('rate limits behind a load balancer', () => {
  it('count one budget across app instances on the same database, not one each', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < SIGN_IN_LIMIT; call += 1) {
      statuses.push(await redirect(call % 2 === 0 ? first.baseUrl : second.baseUrl));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each instance has seen only 15: an in-memory store would still let both through.
    expect(await redirect(first.baseUrl)).toBe(429);
    expect(await redirect(second.baseUrl)).toBe(429);
  });

  it('keeps routes apart: the callback has a budget of its own', async () => {
    const callback = await fetch(`${first.baseUrl}/api/auth/callback?code=x&state=y`);
    expect(callback.status).not.toBe(429);
  });
});
