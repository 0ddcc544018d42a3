import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAs, SUZUKI, waitFor, YAMADA } from '../../test/jobs.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { processes } from '../processes/processes.table.ts';
import { registerJobHandler } from './index.ts';
import { enqueueDueScheduledActions } from './scheduler.ts';

let app: TestApp;
let organisationIds: string[];
let releaseHandler!: () => void;
const handlerGate = new Promise<void>((resolve) => (releaseHandler = resolve));
const unregister = registerJobHandler('shipment_search', async () => {
  await handlerGate;
});

// Every 0.02 minutes (1.2 s): the scheduler ticks each second.
const SCHEDULE_MINUTES = 0.02;
const SCHEDULE = { shipment_search: SCHEDULE_MINUTES };

beforeAll(async () => {
  vi.stubEnv('JOB_SCHEDULE', JSON.stringify(SCHEDULE));
  vi.stubEnv('JOB_POLLING_SECONDS', '0.5');
  app = await startTestApp();
  organisationIds = await Promise.all(
    [YAMADA, SUZUKI].map(async (user) => (await signInAs(app.baseUrl, user)).organisationId),
  );
});

afterAll(async () => {
  releaseHandler();
  unregister();
  await app?.close();
  vi.unstubAllEnvs();
});

const scheduledRuns = (action: 'I_shipment_search' | 'I_vendor_search') =>
  app.db
    .select()
    .from(processes)
    .where(and(eq(processes.action, action), isNull(processes.userId)));

describe('scheduler', () => {
  it('starts the I-prefixed variant for every organisation, without a user, and never piles up', async () => {
    const runs = await waitFor(
      () => scheduledRuns('I_shipment_search'),
      (rows) => new Set(rows.map((row) => row.organisationId)).size === 2,
    );
    expect(new Set(runs.map((row) => row.organisationId))).toEqual(new Set(organisationIds));
    // The handler is held: a tick three intervals later starts no second run beside an unfinished one.
    const threeSlotsLater = Date.now() + 3 * SCHEDULE_MINUTES * 60_000;
    expect(await enqueueDueScheduledActions(app.db, SCHEDULE, threeSlotsLater)).toBe(0);
    expect(await scheduledRuns('I_shipment_search')).toHaveLength(2);

    releaseHandler();
    await waitFor(
      () => scheduledRuns('I_shipment_search'),
      (rows) =>
        rows.filter((row) => row.processStatus === 'completed').length >= 2 && rows.length > 2,
    );
  });

  it('enqueues once per interval slot, however many times or servers tick', async () => {
    const schedule = { vendor_search: 60 };
    const slotStart = Date.UTC(2030, 0, 1, 10, 0, 0);
    const first = await Promise.all([
      enqueueDueScheduledActions(app.db, schedule, slotStart),
      enqueueDueScheduledActions(app.db, schedule, slotStart + 1_000),
    ]);
    expect(first[0] + first[1]).toBe(2); // one per organisation, whichever tick won
    await app.db
      .update(processes)
      .set({ processStatus: 'completed' })
      .where(eq(processes.action, 'I_vendor_search'));
    expect(await enqueueDueScheduledActions(app.db, schedule, slotStart + 59 * 60_000)).toBe(0);
    expect(await enqueueDueScheduledActions(app.db, schedule, slotStart + 60 * 60_000)).toBe(2);
    const rows = await scheduledRuns('I_vendor_search');
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.requestId.startsWith('schedule:I_vendor_search:'))).toBe(true);
  });

  it('skips a slot outside its time window (JST) and enqueues one inside it', async () => {
    const schedule = {
      inventory_diff_search: { everyMinutes: 30, window: { from: '08:00', to: '21:00' } },
    };
    const at = (time: string) => Date.parse(`2030-02-01T${time}:00+09:00`);
    expect(await enqueueDueScheduledActions(app.db, schedule, at('03:10'))).toBe(0);
    expect(await enqueueDueScheduledActions(app.db, schedule, at('08:10'))).toBe(2);
  });
});
