import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns.ts';

/** Request counts of the rate-limited routes, shared by every app instance (one row per key and window). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});
