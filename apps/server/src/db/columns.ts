import { integer, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
