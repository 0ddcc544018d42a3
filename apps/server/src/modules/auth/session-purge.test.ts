import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { upsertUserFromClaims } from '../users/index.ts';
import { sessions } from './auth.table.ts';
import { purgeExpiredSessions, scheduleSessionPurge, SESSION_PURGE_LOCK } from './session-purge.ts';
import { createSession, findActiveSession } from './sessions.repository.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: { userId: string; organisationId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await upsertUserFromClaims(database.db, {
    subject: 'purge-test',
    name: '削除 試験',
    email: 'purge@example.test',
    organisations: [{ uuid: '0b6f3c1e-5d0a-4c55-9a61-3c7f1d2e4b01', name: '削除試験組織' }],
  });
  member = { userId: user.id, organisationId: '0b6f3c1e-5d0a-4c55-9a61-3c7f1d2e4b01' };
});
afterAll(() => database?.drop());

const sessionFor = (ttlHours: number) => createSession(database.db, { ...member, ttlHours });
const stored = async () => (await database.db.select().from(sessions)).length;

describe('expired-session purge', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const expired = await sessionFor(-1);
    const live = await sessionFor(1);
    const before = await stored();
    expect(await purgeExpiredSessions(database.db)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(before - 1);
    expect(await findActiveSession(database.db, live)).toBeDefined();
    expect(await findActiveSession(database.db, expired)).toBeUndefined();
  });

  it('leaves the work to the instance already purging', async () => {
    await sessionFor(-1);
    const other = await database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [...SESSION_PURGE_LOCK]);
      const before = await stored();
      expect(await purgeExpiredSessions(database.db)).toBeNull();
      expect(await stored()).toBe(before);
    } finally {
      await other.query('rollback');
      other.release();
    }
    expect(await purgeExpiredSessions(database.db)).toBe(1);
  });

  it('runs on its own once the app is ready', async () => {
    const token = await sessionFor(-1);
    const app = Fastify({ logger: false });
    scheduleSessionPurge(app, database.db);
    await app.ready();
    try {
      // The first purge starts on ready; wait for it by polling the table, not the clock.
      await expect
        .poll(async () => (await database.db.select().from(sessions)).map((row) => row.tokenHash))
        .not.toContain(createHash('sha256').update(token).digest('hex'));
    } finally {
      await app.close();
    }
  });
});
