import type { ProcessDto } from '../processes/process.dto.ts';

/** Everything the server pushes to open pages; the web mirrors it in features/events. */
export type ServerEvent =
  | { type: 'process.updated'; process: ProcessDto }
  | { type: 'process.deleted'; id: string }
  | { type: 'notifications.changed' };

export type ServerEventType = ServerEvent['type'];

/** Who receives an event: one organisation's users, or everyone when organisationId is absent. */
export type EventAudience = { organisationId?: string };

/** What travels through PostgreSQL NOTIFY between server processes. */
export type EventEnvelope = { audience: EventAudience; event: ServerEvent };
