import type pg from 'pg';
import { openDedicatedConnection, type DedicatedConnection } from './dedicated-connection.ts';
import type { EventEnvelope } from './events.types.ts';
import { EVENTS_CHANNEL } from './publish-event.ts';

export type EventListener = (envelope: EventEnvelope) => void;

/** Events from every server process, fanned out to this process's listeners (SSE streams, workers). */
export type EventBus = {
  subscribe: (listener: EventListener) => () => void;
  /** Called after a lost LISTEN connection is back: events may have been missed meanwhile. */
  onReconnect: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

type Logger = { warn: (object: object, message: string) => void };

function parseEnvelope(payload: string | undefined): EventEnvelope | undefined {
  try {
    const value = JSON.parse(payload ?? '') as EventEnvelope;
    return value && typeof value.event?.type === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Starts LISTENing on one dedicated connection; resolves once the first LISTEN is in place. */
export async function startEventBus(connection: pg.ClientConfig, log: Logger): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const reconnectListeners = new Set<() => void>();
  let connections = 0;

  const dedicated: DedicatedConnection = openDedicatedConnection({
    connection,
    label: 'logi-events',
    log,
    onConnect: async (client) => {
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      connections += 1;
      if (connections > 1) for (const listener of reconnectListeners) listener();
    },
    onNotification: (message) => {
      if (message.channel !== EVENTS_CHANNEL) return;
      const envelope = parseEnvelope(message.payload);
      if (!envelope) return log.warn({ payload: message.payload }, 'events: unreadable payload');
      for (const listener of listeners) {
        try {
          listener(envelope);
        } catch (error) {
          log.warn({ err: error }, 'events: listener failed');
        }
      }
    },
  });
  await dedicated.ready;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      reconnectListeners.clear();
      await dedicated.close();
    },
  };
}
