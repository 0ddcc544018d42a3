import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identityKey } from '../../db/columns.ts';

export const organisations = pgTable('organisations', {
  // The identity provider's organisation uuid, so memberships survive re-sign-in.
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The organisation a business row belongs to: every query scopes by it; the row goes with it. */
export const organisationIdColumn = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/** An organisation's own record: its generated key and the organisation it belongs to. */
export const organisationRecordKeys = () => ({
  id: identityKey(),
  organisationId: organisationIdColumn(),
});
