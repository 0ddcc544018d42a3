// The events module's public surface: other modules publish through here.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startEventBus, type EventBus } from './event-bus.ts';
import { readEventsConfig } from './events.config.ts';
import { registerEventsRoute, type StreamSessions } from './events.routes.ts';
import { poolOf } from './pool-of.ts';

export { publishEvent, EVENTS_CHANNEL } from './publish-event.ts';
export { poolOf } from './pool-of.ts';
export { openDedicatedConnection } from './dedicated-connection.ts';
export { startEventBus } from './event-bus.ts';
export type { EventBus, EventListener } from './event-bus.ts';
export type { StreamSession, StreamSessions } from './events.routes.ts';
export type {
  EventAudience,
  EventEnvelope,
  ServerEvent,
  ServerEventType,
  StreamRevocation,
} from './events.types.ts';

/** Starts this process's LISTEN connection and serves GET /api/events; both stop on app.close(). */
export async function registerServerEvents(
  app: FastifyInstance,
  { db, sessions }: { db: Database; sessions: StreamSessions },
): Promise<EventBus> {
  const { heartbeatMs } = readEventsConfig();
  const bus = await startEventBus(poolOf(db).options, app.log);
  app.addHook('onClose', async () => bus.close());
  registerEventsRoute(app, { bus, sessions, heartbeatMs });
  return bus;
}
