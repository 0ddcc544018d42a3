import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf, startEventBus, type EventBus } from '../events/index.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { startAppOn } from '../../test/start-app.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createSessionCache } from './session-cache.ts';

const YAMADA = { email: 'yamada@sample-butsuryu.example', password: 'demo1234' };
/** A revocation written by hand reaches the app through the trigger and LISTEN: milliseconds. */
const HEARD = { timeout: 2000, interval: 10 };
const quiet = { warn: () => {} };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const signedIn = async () => apiClient(app.baseUrl, (await signIn(app.baseUrl, YAMADA)).jar);
const userStatus = async (api: Awaited<ReturnType<typeof signedIn>>) =>
  (await api('GET', '/api/auth/user')).status;

describe('the signed-in request path', () => {
  it('serves a session it has read without reading the sessions table again', async () => {
    const api = await signedIn();
    expect(await userStatus(api)).toBe(200);
    // A statement on the table now fails: only the cache can still answer.
    await app.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      expect(await userStatus(api)).toBe(200);
    } finally {
      await app.db.execute(sql`alter table sessions_away rename to sessions`);
    }
  });

  it('refuses a session deleted by hand, once the trigger announced it', async () => {
    const api = await signedIn();
    expect(await userStatus(api)).toBe(200);
    await app.db.execute(sql`delete from sessions`);
    await expect.poll(() => userStatus(api), HEARD).toBe(401);
  });

  it('refuses on another instance a session logged out on this one', async () => {
    const other = await startAppOn(app.db);
    try {
      const { jar } = await signIn(app.baseUrl, YAMADA);
      const here = apiClient(app.baseUrl, jar);
      const there = apiClient(other.baseUrl, jar);
      expect(await userStatus(there)).toBe(200); // now in the other instance's cache
      expect((await here('POST', '/api/auth/logout')).status).toBe(200);
      expect(await userStatus(here)).toBe(401); // this instance forgot it at once
      await expect.poll(() => userStatus(there), HEARD).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  it('reads the table again when its LISTEN connection is lost, so nothing missed is served', async () => {
    const api = await signedIn();
    expect(await userStatus(api)).toBe(200);
    await app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'logi-events' and datname = current_database()`,
    );
    await expect
      .poll(async () => {
        const { rows } = await app.db.execute<{ listening: number }>(sql`
          select count(*)::int as listening from pg_stat_activity
           where application_name = 'logi-events' and datname = current_database()`);
        return rows[0]!.listening;
      }, HEARD)
      .toBe(0);
    // Announced to nobody: the app must not go on serving it from memory for the TTL.
    await app.db.execute(sql`delete from sessions`);
    await expect.poll(() => userStatus(api), HEARD).toBe(401);
  });
});

describe('the cache', () => {
  let bus: EventBus;
  beforeAll(async () => {
    bus = await startEventBus(poolOf(app.db).options, quiet);
  });
  afterAll(async () => {
    await bus.close();
  });
  const session = (tokenHash: string, expiresInMs = 60_000) => ({
    tokenHash,
    userId: '00000000-0000-4000-8000-000000000001',
    organisationId: '00000000-0000-4000-8000-000000000002',
    expiresAt: new Date(Date.now() + expiresInMs),
    lastSeenAt: Date.now(),
  });

  it('keeps nothing until it follows the bus, and nothing past expiry or its TTL', () => {
    const cache = createSessionCache({ ttlMs: 1000 });
    cache.store(session('before'), cache.generation());
    expect(cache.get('before')).toBeUndefined();
    const stop = cache.follow(bus);
    cache.store(session('kept'), cache.generation());
    cache.store(session('expiring', 500), cache.generation());
    expect(cache.get('kept')).toMatchObject({ tokenHash: 'kept' });
    expect(cache.get('expiring', Date.now() + 600)).toBeUndefined();
    expect(cache.get('kept', Date.now() + 1001)).toBeUndefined();
    stop();
    expect(cache.size()).toBe(0);
  });

  it('does not keep a read that a revocation overtook, and forgets a revoked user', async () => {
    const cache = createSessionCache();
    const stop = cache.follow(bus);
    try {
      const readAt = cache.generation();
      cache.store(session('other-user'), readAt);
      await app.db.execute(
        sql`select pg_notify('logi_server_events', ${JSON.stringify({
          revocation: {
            kind: 'membership.removed',
            userId: session('x').userId,
            organisationIds: [session('x').organisationId],
          },
        })})`,
      );
      await expect.poll(() => cache.generation(), HEARD).toBeGreaterThan(readAt);
      expect(cache.get('other-user')).toBeUndefined();
      cache.store(session('late'), readAt);
      expect(cache.get('late')).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('keeps at most its bound, the oldest going first', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const stop = cache.follow(bus);
    for (const tokenHash of ['a', 'b', 'c']) cache.store(session(tokenHash), cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    stop();
  });
});
