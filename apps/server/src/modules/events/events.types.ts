import type { ServerEvent } from '@logi/shared';

export type { ServerEvent, ServerEventType } from '@logi/shared';

/** Who receives an event: one organisation's users, or everyone when organisationId is absent. */
export type EventAudience = { organisationId?: string };

/** What travels through PostgreSQL NOTIFY between server processes. */
export type EventEnvelope = { audience: EventAudience; event: ServerEvent };
