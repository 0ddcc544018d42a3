import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { timestampTz } from '../../db/columns.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // "iss|sub" of the ID token: unique per identity provider account.
  oidcSubject: text('oidc_subject').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Who did it: kept as null when the user leaves, so the record outlives them. */
export const userReference = (name: string) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });

export const organisationUsers = pgTable(
  'organisation_user',
  {
    organisationId: organisationIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Keeps the identity provider's order: the first organisation is the one shown.
    position: integer('position').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index('organisation_user_user_idx').on(table.userId),
  ],
);
