import { scheduledActionCode, type BaseActionCode } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { organisationIds } from '../organisations/index.ts';
import { hasUnfinishedProcess } from '../processes/index.ts';
import { enqueueProcess } from './enqueue-process.ts';
import { entryOf, isInWindow, slotOf, type Schedule, type ScheduleEntry } from './schedule.ts';

type Logger = { warn: (object: object, message: string) => void };
export type { Schedule };

const MAX_TICK_MS = 30_000;
const MIN_TICK_MS = 1_000;

/**
 * Enqueues every due I-prefixed action once per interval slot for every organisation. The slot is
 * part of the request_id (unique), so several server processes never start the same run twice;
 * a run whose previous one is still unfinished is skipped rather than piled up, and a slot
 * outside its entry's time window (JST) is skipped.
 */
export async function enqueueDueScheduledActions(
  db: Database,
  schedule: Schedule,
  now = Date.now(),
): Promise<number> {
  let enqueued = 0;
  const orgs = await organisationIds(db);
  for (const [base, value] of Object.entries(schedule) as [
    BaseActionCode,
    ScheduleEntry | number,
  ][]) {
    const entry = entryOf(value);
    const action = scheduledActionCode(base);
    const slot = slotOf(entry, now);
    if (!isInWindow(entry, slot.startsAt)) continue;
    for (const organisationId of orgs) {
      if (await hasUnfinishedProcess(db, organisationScope(organisationId), action)) continue;
      const { created } = await enqueueProcess(db, {
        organisationId,
        userId: null,
        action,
        requestId: `schedule:${action}:${organisationId}:${entry.everyMinutes}:${slot.index}`,
      });
      if (created) enqueued += 1;
    }
  }
  return enqueued;
}

/** Ticks often enough for the shortest interval; returns the function that stops it. */
export function startScheduler(db: Database, schedule: Schedule, log: Logger): () => Promise<void> {
  const intervals = Object.values(schedule).map((value) => entryOf(value).everyMinutes);
  if (intervals.length === 0) return async () => {};
  const shortestMs = Math.min(...intervals) * 60_000;
  const tickMs = Math.max(MIN_TICK_MS, Math.min(MAX_TICK_MS, shortestMs / 2));
  let current: Promise<void> | undefined;
  const tick = () => {
    current ??= enqueueDueScheduledActions(db, schedule)
      .then(() => {})
      .catch((error: unknown) => log.warn({ err: error }, 'scheduler: enqueue failed'))
      .finally(() => (current = undefined));
  };
  const timer = setInterval(tick, tickMs);
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
