import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { BusMessage, EventAudience, EventEnvelope, ServerEvent } from './events.types.ts';

/** The LISTEN/NOTIFY channel shared by every server process. */
export const EVENTS_CHANNEL = 'logi_server_events';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

async function notify(db: DbOrTx, message: BusMessage, name: string): Promise<void> {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`${name} is too large to publish (${payload.length} characters)`);
  }
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

/**
 * Publishes an event to every server process (and so to every open page of the audience).
 * Inside a transaction the event is delivered only when the transaction commits, never on rollback.
 */
export async function publishEvent(
  db: DbOrTx,
  audience: EventAudience,
  event: ServerEvent,
): Promise<void> {
  const envelope: EventEnvelope = { audience, event };
  await notify(db, envelope, `Event ${event.type}`);
}
