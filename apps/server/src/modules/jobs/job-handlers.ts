import { baseActionCode, type ActionCode } from '@logi/shared';

/** What a handler gets for one run of one process. */
export type JobContext = {
  processId: string;
  action: ActionCode;
  organisationId: string;
  /** Null when the scheduler started it (I-prefixed actions). */
  userId: string | null;
  /** The idempotency key: an external call made twice for it must have no second effect. */
  requestId: string;
  payload: unknown;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  reportProgress: (done: number, total: number) => Promise<void>;
  /** Aborted when the server shuts down; a long handler should stop and throw. */
  signal: AbortSignal;
};

/** Resolves when the operation is done (optionally with a message to keep); throws to fail. */
export type JobHandler = (context: JobContext) => Promise<string | void>;

/**
 * A failure with a Japanese message shown in the process list. retryable: false ends the process
 * at once (bad data, refused request); other errors are retried with backoff.
 */
export class JobError extends Error {
  readonly retryable: boolean;

  constructor(message: string, { retryable = true }: { retryable?: boolean } = {}) {
    super(message);
    this.name = 'JobError';
    this.retryable = retryable;
  }
}

const handlers = new Map<ActionCode, JobHandler>();

/**
 * Registers the handler of an operation. A handler for a base code also runs its I-prefixed
 * (scheduled) variant unless that variant has its own. Returns a function that unregisters it.
 */
export function registerJobHandler(action: ActionCode, handler: JobHandler): () => void {
  if (handlers.has(action)) throw new Error(`A job handler for ${action} is already registered`);
  handlers.set(action, handler);
  return () => {
    if (handlers.get(action) === handler) handlers.delete(action);
  };
}

/** An app's own handlers, given to its engine (registerJobs); registered ones take precedence. */
export type JobHandlers = Partial<Record<ActionCode, JobHandler>>;

export function findJobHandler(
  action: ActionCode,
  appHandlers: JobHandlers = {},
): JobHandler | undefined {
  const base = baseActionCode(action);
  // A test's registered handler stands in for the app's own one while it is registered.
  return handlers.get(action) ?? handlers.get(base) ?? appHandlers[action] ?? appHandlers[base];
}
