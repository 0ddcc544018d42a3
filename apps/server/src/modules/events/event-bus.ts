import type pg from 'pg';
import { openDedicatedConnection, type DedicatedConnection } from './dedicated-connection.ts';
import type { EventEnvelope, StreamRevocation } from './events.types.ts';
import { EVENTS_CHANNEL } from './publish-event.ts';

export type EventListener = (envelope: EventEnvelope) => void;
export type RevocationListener = (revocation: StreamRevocation) => void;

/** Events from every server process, fanned out to this process's listeners (SSE streams, workers). */
export type EventBus = {
  subscribe: (listener: EventListener) => () => void;
  /** Revocations arrive in order with the events: one committed before an event is heard first. */
  onRevocation: (listener: RevocationListener) => () => void;
  /** Called after a lost LISTEN connection is back: events may have been missed meanwhile. */
  onReconnect: (listener: () => void) => () => void;
  /** Called when the LISTEN connection is lost: revocations are not heard until onReconnect. */
  onDisconnect: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

type Logger = { warn: (object: object, message: string) => void };

type Parsed = { envelope: EventEnvelope } | { revocation: StreamRevocation } | undefined;

function parseMessage(payload: string | undefined): Parsed {
  try {
    const value = JSON.parse(payload ?? '') as Partial<
      EventEnvelope & { revocation: StreamRevocation }
    >;
    if (typeof value?.revocation?.kind === 'string') return { revocation: value.revocation };
    return typeof value?.event?.type === 'string'
      ? { envelope: value as EventEnvelope }
      : undefined;
  } catch {
    return undefined;
  }
}

function callEach<T>(listeners: Set<(value: T) => void>, value: T, log: Logger): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      log.warn({ err: error }, 'events: listener failed');
    }
  }
}

/** Starts LISTENing on one dedicated connection; resolves once the first LISTEN is in place. */
export async function startEventBus(connection: pg.ClientConfig, log: Logger): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const revocationListeners = new Set<RevocationListener>();
  const reconnectListeners = new Set<() => void>();
  const disconnectListeners = new Set<() => void>();
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
    onDisconnect: () => {
      for (const listener of disconnectListeners) listener();
    },
    onNotification: (message) => {
      if (message.channel !== EVENTS_CHANNEL) return;
      const parsed = parseMessage(message.payload);
      if (!parsed) return log.warn({ payload: message.payload }, 'events: unreadable payload');
      if ('revocation' in parsed) callEach(revocationListeners, parsed.revocation, log);
      else callEach(listeners, parsed.envelope, log);
    },
  });
  await dedicated.ready;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRevocation(listener) {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    onDisconnect(listener) {
      disconnectListeners.add(listener);
      return () => disconnectListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      disconnectListeners.clear();
      revocationListeners.clear();
      reconnectListeners.clear();
      await dedicated.close();
    },
  };
}
