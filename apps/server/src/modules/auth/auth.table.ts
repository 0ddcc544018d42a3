import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { users } from '../users/users.table.ts';
import { timestampTz } from '../../db/columns.ts';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationIdColumn(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One row per sign-in attempt: PKCE verifier and nonce, consumed once by the callback. */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  expiresAt: timestampTz('expires_at').notNull(),
});
