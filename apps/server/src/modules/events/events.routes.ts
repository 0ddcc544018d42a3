import { toSnakeDeep } from '@logi/shared';
// Declares the OpenAPI fields (tags, summary) of a route schema wherever this file is compiled.
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { EventBus } from './event-bus.ts';
import type { StreamRevocation } from './events.types.ts';
import { openSseStream, SSE_HEARTBEAT_MS, type SseStream } from './sse-stream.ts';

/** The signed-in session a stream belongs to. */
export type StreamSession = {
  userId: string;
  organisationId: string;
  tokenHash: string;
  expiresAt: Date;
};

/**
 * The sessions a stream is opened and kept under. Auth gives them where the app is assembled
 * (app.ts): auth publishes revocations through this module, so this module does not import auth.
 */
export type StreamSessions = {
  /** The request's session; the route guard has already let only signed-in callers through. */
  sessionOf: (request: FastifyRequest) => StreamSession;
  /** The request's session read again now; undefined once it has ended. */
  reread: (request: FastifyRequest) => Promise<Pick<StreamSession, 'organisationId'> | undefined>;
};

export type EventsRoutesOptions = {
  bus: EventBus;
  sessions: StreamSessions;
  heartbeatMs?: number;
};

// Tabs of one person, generously; more is a runaway client.
const MAX_STREAMS_PER_USER = 20;
// setTimeout's delay is 32-bit; a session expiring later than that is left to the heartbeats.
const MAX_TIMER_MS = 2 ** 31 - 1;

type StreamOwner = Pick<StreamSession, 'userId' | 'organisationId' | 'tokenHash'>;

function revokes(revocation: StreamRevocation, owner: StreamOwner): boolean {
  if (revocation.kind === 'session.changed') return revocation.tokenHash === owner.tokenHash;
  return (
    revocation.userId === owner.userId && revocation.organisationIds.includes(owner.organisationId)
  );
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return result;
}

/** GET /api/events: one Server-Sent Events stream per open page of a signed-in user. */
export function registerEventsRoute(app: FastifyInstance, options: EventsRoutesOptions): void {
  const { bus, sessions, heartbeatMs = SSE_HEARTBEAT_MS } = options;
  const streams = new Map<SseStream, StreamOwner>();

  // Open streams would keep server.close() waiting forever.
  app.addHook('preClose', async () => {
    for (const stream of [...streams.keys()]) stream.close();
  });
  // Events sent while LISTEN was down are lost: dropping the streams makes browsers reconnect and refetch.
  bus.onReconnect(() => {
    for (const stream of [...streams.keys()]) stream.close();
  });
  // Logout, an organisation switch or a removed membership ends the streams at once, before any
  // event committed after it (decision 040); the browser reconnects and is checked afresh.
  bus.onRevocation((revocation) => {
    for (const [stream, owner] of [...streams]) if (revokes(revocation, owner)) stream.close();
  });

  app.get(
    '/api/events',
    { schema: { tags: ['events'], summary: 'Server-Sent Events of the signed-in organisation' } },
    async (request, reply) => {
      const auth = sessions.sessionOf(request);
      const open = [...streams.values()].filter((owner) => owner.userId === auth.userId).length;
      if (open >= MAX_STREAMS_PER_USER) {
        throw new AppError('rate_limited', 'リクエストが多すぎます。');
      }

      reply.hijack();
      const cleanups: (() => void)[] = [];
      // The close callback may run before openSseStream returns (the browser already left), so it
      // only runs cleanups; the ones that need the stream are added once it exists.
      const stream = openSseStream(reply.raw, stringHeaders(reply.getHeaders()), () => {
        for (const cleanup of cleanups) cleanup();
      });
      const { userId, organisationId, tokenHash } = auth;
      streams.set(stream, { userId, organisationId, tokenHash });
      cleanups.push(() => streams.delete(stream));
      const unsubscribe = bus.subscribe(({ audience, event }) => {
        if (audience.organisationId && audience.organisationId !== organisationId) return;
        stream.send(toSnakeDeep(event));
      });
      // Each heartbeat also re-checks the session (an expired one, or one deleted by hand, ends
      // here); a re-check that cannot run ends the stream too: unchecked is not entitled.
      const heartbeat = setInterval(() => {
        sessions.reread(request).then(
          (session) =>
            session?.organisationId === organisationId
              ? stream.comment('heartbeat')
              : stream.close(),
          (error: unknown) => {
            request.log.warn({ err: error }, 'events: session re-check failed, stream closed');
            stream.close();
          },
        );
      }, heartbeatMs);
      const untilExpiry = auth.expiresAt.getTime() - Date.now();
      const expiry =
        untilExpiry < MAX_TIMER_MS
          ? setTimeout(() => stream.close(), Math.max(untilExpiry, 0))
          : undefined;
      cleanups.push(
        unsubscribe,
        () => clearInterval(heartbeat),
        () => clearTimeout(expiry),
      );
      if (stream.closed) for (const cleanup of cleanups) cleanup();
    },
  );
}
