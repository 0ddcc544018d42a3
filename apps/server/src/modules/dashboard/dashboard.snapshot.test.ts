import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayJst } from '@logi/shared';
import { organisationScope } from '../../db/organisation-scope.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { DASHBOARD_MAX_AGE_MS, showDashboard } from './dashboard.service.ts';
import { readSnapshot, refreshSnapshot } from './dashboard-snapshot.ts';

// The snapshot behind GET /api/dashboard (decision 033): computed once for many, served until old.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ORG = '00000000-0000-4000-8000-0000000000d1';
const scope = organisationScope(ORG);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query(
    `insert into organisations (id, name) values ($1, 'ダッシュボード検証')`,
    [ORG],
  );
});
afterAll(() => database.drop());

describe('the dashboard snapshot', () => {
  it('is computed once when several ask for the same freshness at the same time', async () => {
    const notBefore = new Date();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        refreshSnapshot(database.db, scope, { today: todayJst(), notBefore }),
      ),
    );
    expect(results.filter((result) => result.computed)).toHaveLength(1);
    const taken = results.map((result) => result.snapshot.takenAt.toISOString());
    expect(new Set(taken).size).toBe(1);
    expect((await readSnapshot(database.db, scope))?.takenAt.toISOString()).toBe(taken[0]);
  });

  it('is served as it is while young, and asks for a refresh once older than the limit', async () => {
    const stored = (await readSnapshot(database.db, scope))!;
    const stale: Date[] = [];
    const young = new Date(stored.takenAt.getTime() + DASHBOARD_MAX_AGE_MS - 1_000);
    const served = await showDashboard(database.db, scope, {
      now: young,
      onStale: (notBefore) => stale.push(notBefore),
    });
    expect(served.generatedAt).toBe(stored.takenAt.toISOString());
    expect(stale).toEqual([]);

    const old = new Date(stored.takenAt.getTime() + DASHBOARD_MAX_AGE_MS + 1_000);
    // Near midnight JST `old` falls on the next day, which is computed afresh instead.
    if (todayJst(old) !== stored.day) return;
    const again = await showDashboard(database.db, scope, {
      now: old,
      onStale: (notBefore) => stale.push(notBefore),
    });
    expect(again.generatedAt).toBe(stored.takenAt.toISOString());
    expect(stale).toEqual([new Date(old.getTime() - DASHBOARD_MAX_AGE_MS)]);
  });

  it('is computed afresh for a new JST day, whatever its age', async () => {
    const stored = (await readSnapshot(database.db, scope))!;
    const computed: boolean[] = [];
    const tomorrow = new Date(stored.takenAt.getTime() + 24 * 3_600_000);
    const served = await showDashboard(database.db, scope, {
      now: tomorrow,
      onComputed: () => computed.push(true),
    });
    expect(served.today).toBe(todayJst(tomorrow));
    expect(computed).toEqual([true]);
    expect((await readSnapshot(database.db, scope))?.day).toBe(todayJst(tomorrow));
  });
});
