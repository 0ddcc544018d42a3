import type { ServerEvent } from '@logi/shared';

export type { ServerEvent, ServerEventType } from '@logi/shared';

/** Who receives an event: one organisation's users, or everyone when organisationId is absent. */
export type EventAudience = { organisationId?: string };

/** What travels through PostgreSQL NOTIFY between server processes. */
export type EventEnvelope = { audience: EventAudience; event: ServerEvent };

/**
 * What no longer entitles a session or an open event stream (never sent to browsers): a session
 * logged out, moved to another organisation or its expiry moved, or a user's membership removed.
 * Published by the sessions and organisation_user tables' triggers (migration 0053), whoever writes.
 */
export type StreamRevocation =
  | { kind: 'session.changed'; tokenHash: string }
  | { kind: 'membership.removed'; userId: string; organisationIds: string[] };

/** Every message on the channel: an event for browsers, or a revocation for the streams. */
export type BusMessage = EventEnvelope | { revocation: StreamRevocation };
