import { isProcessFinished, todayJst } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { publishEvent, type EventBus } from '../events/index.ts';
import { refreshSnapshot } from './dashboard-snapshot.ts';

type Logger = { warn: (object: object, message: string) => void };

export type DashboardRefresher = {
  /** Recompute the organisation's figures in the background unless taken at or after `notBefore`. */
  request: (organisationId: string, notBefore: Date) => void;
  /** Tell the organisation's open pages that its figures changed. */
  announce: (organisationId: string) => Promise<void>;
  /** Unsubscribe and wait for the refreshes under way. */
  stop: () => Promise<void>;
};

/**
 * Keeps the home figures current without a request waiting for them (decision 033): a process that
 * finishes (any server process, through the event bus) or a viewer who finds them old asks for a
 * refresh; one runs at a time per organisation in this process, requests arriving meanwhile fold
 * into one more run, and a refresh that computed anything pushes `dashboard.updated`.
 */
export function startDashboardRefresher({
  db,
  bus,
  log,
}: {
  db: Database;
  bus: EventBus;
  log: Logger;
}): DashboardRefresher {
  const running = new Map<string, Promise<void>>();
  const wanted = new Map<string, Date>();

  const announce = (organisationId: string) =>
    publishEvent(db, { organisationId }, { type: 'dashboard.updated' });

  async function drain(organisationId: string) {
    for (let notBefore = wanted.get(organisationId); notBefore;) {
      wanted.delete(organisationId);
      const scope = organisationScope(organisationId);
      const { computed } = await refreshSnapshot(db, scope, { today: todayJst(), notBefore });
      if (computed) await announce(organisationId);
      notBefore = wanted.get(organisationId);
    }
  }

  function request(organisationId: string, notBefore: Date) {
    const earlier = wanted.get(organisationId);
    if (!earlier || earlier < notBefore) wanted.set(organisationId, notBefore);
    if (running.has(organisationId)) return;
    const run = drain(organisationId)
      .catch((error: unknown) =>
        log.warn({ err: error, organisationId }, 'dashboard refresh failed'),
      )
      .finally(() => running.delete(organisationId));
    running.set(organisationId, run);
  }

  // A finished process changes what the cards count (its own failure, the stock or orders it
  // moved); the process's own time lets every server process agree on one refresh.
  const unsubscribe = bus.subscribe(({ audience, event }) => {
    const organisationId = audience.organisationId;
    if (!organisationId) return;
    if (event.type === 'process.updated' && isProcessFinished(event.process.processStatus)) {
      request(organisationId, new Date(event.process.updatedAt));
    } else if (event.type === 'process.deleted') {
      request(organisationId, new Date());
    }
  });

  return {
    request,
    announce,
    async stop() {
      unsubscribe();
      wanted.clear();
      await Promise.all(running.values());
    },
  };
}
