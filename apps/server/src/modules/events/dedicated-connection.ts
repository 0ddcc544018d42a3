import pg from 'pg';

export type DedicatedConnectionOptions = {
  /** Connection settings, usually the app pool's own (`pool.options`). */
  connection: pg.ClientConfig;
  /** Runs on every (re)connection: LISTEN, take a lock… A failure here reconnects. */
  onConnect: (client: pg.Client) => Promise<void>;
  onNotification?: (message: pg.Notification) => void;
  /** The ready connection was lost (not closed by us): notifications may be missed until onConnect. */
  onDisconnect?: () => void;
  log: { warn: (object: object, message: string) => void };
  label: string;
};

export type DedicatedConnection = {
  /** Resolves once the first connection is ready (rejects if it fails). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

const MIN_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * One long-lived pg client outside the pool, reconnecting with backoff when the database goes away
 * (restart, failover); the session state it needs is rebuilt by onConnect each time.
 */
export function openDedicatedConnection(options: DedicatedConnectionOptions): DedicatedConnection {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = MIN_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options.connection, application_name: options.label });
    next.on('error', (error) =>
      options.log.warn({ err: error }, `${options.label}: connection error`),
    );
    next.on('end', () => {
      if (client === next) {
        client = undefined;
        if (!closed) options.onDisconnect?.();
      }
      if (!closed) scheduleReconnect();
    });
    if (options.onNotification) next.on('notification', options.onNotification);
    try {
      await next.connect();
      await options.onConnect(next);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = MIN_RETRY_MS;
  };

  const scheduleReconnect = (): void => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, `${options.label}: reconnect failed, retrying`);
        scheduleReconnect();
      });
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const ready = connect();
  // A failed first connection is the caller's to handle; later ones retry here.
  ready.catch(() => {});

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
