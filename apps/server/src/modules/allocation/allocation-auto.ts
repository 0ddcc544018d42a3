import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { autoEnabledSettings } from './allocation-settings.repository.ts';
import { allocateOrders } from './allocation-engine.ts';

const TICK_MS = 60_000;

/**
 * 自動引当: every organisation whose setting is on gets one run per interval slot (slots counted
 * from the epoch). Runs are safe to overlap (SKIP LOCKED batches), so two instances ticking the
 * same slot only share the work. Returns the organisations run.
 */
export async function runDueAutoAllocations(
  db: Database,
  lastSlots: Map<string, number>,
  now = Date.now(),
): Promise<string[]> {
  const ran: string[] = [];
  for (const { organisationId, autoIntervalMinutes } of await autoEnabledSettings(db)) {
    const slot = Math.floor(now / (autoIntervalMinutes * 60_000));
    if (lastSlots.get(organisationId) === slot) continue;
    lastSlots.set(organisationId, slot);
    await allocateOrders(db, { scope: organisationScope(organisationId), userId: null });
    ran.push(organisationId);
  }
  return ran;
}

/** Ticks every minute on a worker instance once the app is ready; stops on app.close(). */
export function scheduleAutoAllocation(app: FastifyInstance, db: Database, tickMs = TICK_MS) {
  const lastSlots = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= runDueAutoAllocations(db, lastSlots)
      .catch((error: unknown) => app.log.warn({ err: error }, 'automatic allocation failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
