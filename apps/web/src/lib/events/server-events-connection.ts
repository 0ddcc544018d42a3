import { toCamelDeep } from '@logi/shared';
import type { ServerEvent } from './server-events.types.ts';

export const SERVER_EVENTS_URL = '/api/events';

// EventSource retries dropped connections itself (the server's retry: hint); these apply only
// when it gives up (a non-200 answer, e.g. during a restart behind a proxy).
const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;
// A release followed at once by a retain (React StrictMode, a route change) keeps the stream.
const STOP_DELAY_MS = 1_000;
// EventSource.CLOSED, spelled out so the module also loads where EventSource is not defined.
const CLOSED = 2;

type EventSourceFactory = (url: string) => EventSource;

export type ServerEventsConnection = {
  start: () => void;
  stop: () => void;
  /** Keeps the stream open until the returned release is called (reference counted). */
  retain: () => () => void;
  subscribe: (listener: (event: ServerEvent) => void) => () => void;
  /** Drops an open stream and opens a fresh one (the session now serves another organisation). */
  reconnect: () => void;
  /** Called after every re-connection: events sent meanwhile were missed, refetch. */
  onReconnect: (listener: () => void) => () => void;
};

function parse(data: unknown): ServerEvent | undefined {
  try {
    const value = toCamelDeep(JSON.parse(String(data))) as ServerEvent;
    return typeof value?.type === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One EventSource shared by every subscriber; open while anyone retains it. */
export function createServerEventsConnection(
  open: EventSourceFactory = (url) => new EventSource(url),
): ServerEventsConnection {
  const listeners = new Set<(event: ServerEvent) => void>();
  const reconnectListeners = new Set<() => void>();
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let everOpened = false;
  let holders = 0;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const current = open(SERVER_EVENTS_URL);
    source = current;
    current.onopen = () => {
      if (everOpened) for (const listener of reconnectListeners) listener();
      everOpened = true;
      retryMs = FIRST_RETRY_MS;
    };
    current.onmessage = (message: MessageEvent) => {
      const event = parse(message.data);
      if (event) for (const listener of listeners) listener(event);
    };
    current.onerror = () => {
      // CONNECTING means the browser is already retrying; CLOSED means it gave up.
      if (current.readyState !== CLOSED || source !== current) return;
      current.close();
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };

  const start = () => {
    if (!source) connect();
  };
  const stop = () => {
    clearTimeout(retryTimer);
    source?.close();
    source = undefined;
  };

  return {
    start,
    stop,
    reconnect() {
      if (!source) return;
      stop();
      connect();
    },
    retain() {
      holders += 1;
      clearTimeout(stopTimer);
      start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) stopTimer = setTimeout(stop, STOP_DELAY_MS);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
}
