import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counts of the rate-limited routes, shared by every app instance (one row per key and window). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
