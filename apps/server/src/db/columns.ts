import { sql } from 'drizzle-orm';
import { bigint, date, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A moment in time: every timestamp is stored with its time zone (timestamptz). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A calendar day, read and written as 'YYYY-MM-DD' text (no time-zone shift on the way). */
export const isoDate = (name: string) => date(name, { mode: 'string' });

/** The address block every master with an address stores (the parts AddressFields edits). */
export const addressColumns = () => ({
  postalCode: text('postal_code'),
  prefecture: text('prefecture'),
  city: text('city'),
  town: text('town'),
  building: text('building'),
  phone: text('phone'),
});

/** The optimistic lock (every update bumps it; a save on an older version answers 409) and timestamps. */
export const versionedTimestamps = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/**
 * A generation: taken from `sequence` by every statement that writes the rows it covers (the
 * migrations' triggers), so a value never comes back and a figure kept with it holds while equal.
 */
export const generationColumn = (sequence: string) =>
  bigint('generation', { mode: 'number' })
    .notNull()
    .default(sql.raw(`nextval('${sequence}')`));
