import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns.ts';
import { identityKey } from '../../db/keys.ts';

export const organisations = pgTable('organisations', {
  // The identity provider's organisation uuid, so memberships survive re-sign-in.
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** The organisation a business row belongs to: every query scopes by it; the row goes with it. */
export const organisationIdColumn = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/** The key of a table with one row per organisation (its settings, counters, generations). */
export const perOrganisationKey = () =>
  uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' });

/** An organisation's own record: its generated key and the organisation it belongs to. */
export const organisationRecord = () => ({
  id: identityKey(),
  organisationId: organisationIdColumn(),
});
