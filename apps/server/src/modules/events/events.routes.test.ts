import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream, type SseEventStream } from '../../test/jobs-sse-client.ts';
import { signInAs, SUZUKI, waitFor, YAMADA } from '../../test/jobs.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { publishEvent } from './index.ts';

let app: TestApp;
let yamada: Awaited<ReturnType<typeof signInAs>>;
let suzuki: Awaited<ReturnType<typeof signInAs>>;
const streams: SseEventStream[] = [];

const open = async (user: typeof yamada) => {
  const stream = await openEventStream(app.baseUrl, user.jar);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  vi.stubEnv('SSE_HEARTBEAT_SECONDS', '0.3');
  app = await startTestApp();
  yamada = await signInAs(app.baseUrl, YAMADA);
  suzuki = await signInAs(app.baseUrl, SUZUKI);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.close();
  vi.unstubAllEnvs();
});

describe('GET /api/events', () => {
  it('is an event stream with a retry hint and heartbeats', async () => {
    const stream = await open(yamada);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    await stream.waitForText('retry: 3000\n');
    await stream.waitForText(': heartbeat\n\n');
  });

  it('pushes a new process to its organisation, and to nobody else', async () => {
    const mine = await open(yamada);
    const theirs = await open(suzuki);
    await Promise.all([mine.waitForText('retry:'), theirs.waitForText('retry:')]);

    const { process } = await enqueueProcess(app.db, {
      organisationId: yamada.organisationId,
      userId: yamada.userId,
      action: 'inventory_search',
    });
    const event = await mine.waitForEvent(
      (e) => e.type === 'process.updated' && e.process.id === process.id,
    );
    // snake_case on the wire, like every API response.
    expect(event.process).toMatchObject({
      process_status: 'pending',
      action: 'inventory_search',
      action_label: '在庫検索',
      request_id: process.requestId,
    });

    // An event for everyone is a barrier: once it arrives, an earlier one would have too.
    await publishEvent(app.db, {}, { type: 'notifications.changed' });
    await theirs.waitForEvent((e) => e.type === 'notifications.changed');
    await mine.waitForEvent((e) => e.type === 'notifications.changed');
    expect(theirs.events().filter((e) => e.type !== 'notifications.changed')).toEqual([]);
  });

  it('publishes from a transaction only when it commits', async () => {
    const stream = await open(yamada);
    await stream.waitForText('retry:');
    await app.db
      .transaction(async (tx) => {
        await publishEvent(
          tx,
          { organisationId: yamada.organisationId },
          { type: 'process.deleted', id: 'rolled-back' },
        );
        throw new Error('rollback');
      })
      .catch(() => {});
    await app.db.transaction(async (tx) => {
      await publishEvent(
        tx,
        { organisationId: yamada.organisationId },
        { type: 'process.deleted', id: 'committed' },
      );
    });
    await stream.waitForEvent((e) => e.id === 'committed');
    expect(stream.events().some((e) => e.id === 'rolled-back')).toBe(false);
  });

  it('needs a session, and ends the stream once the session is signed out', async () => {
    const anonymous = await fetch(`${app.baseUrl}/api/events`);
    expect(anonymous.status).toBe(401);

    const other = await signInAs(app.baseUrl, YAMADA);
    const stream = await open(other);
    await stream.waitForText('retry:');
    const logout = await other.api('POST', '/api/auth/logout');
    expect(logout.status).toBeLessThan(400);
    await stream.ended; // at the next heartbeat
  });

  it('ends the stream when its session cannot be re-checked, rather than serving on unchecked', async () => {
    const stream = await open(yamada);
    await stream.waitForText('retry:');
    // The re-check's own query fails (as while the database is away) until the table is back.
    await app.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      const ended = await Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000)),
      ]);
      expect(ended).toBe('ended');
    } finally {
      await app.db.execute(sql`alter table sessions_away rename to sessions`);
    }
  });

  it('drops streams when the LISTEN connection is lost, and delivers again after it reconnects', async () => {
    const stream = await open(yamada);
    await stream.waitForText('retry:');
    await app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'logi-events' and datname = current_database()`,
    );
    await stream.ended; // the browser reconnects and refetches what it may have missed

    // Polls: a fresh stream and a broadcast each time, until the bus delivers again.
    const deliveredAgain = async () => {
      const next = await open(yamada);
      await next.waitForText('retry:');
      await publishEvent(app.db, {}, { type: 'notifications.changed' });
      const got = await next
        .waitForEvent((e) => e.type === 'notifications.changed', 500)
        .catch(() => undefined);
      if (!got) next.close();
      return got !== undefined;
    };
    await waitFor(deliveredAgain, (delivered) => delivered);
  });
});
