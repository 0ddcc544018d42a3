import type { AuditAction, AuditChanges, AuditResource } from '@logi/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { users } from '../users/users.table.ts';

/** The audit trail (変更履歴): one append-only row per create, update or delete of a record. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: organisationIdColumn(),
    resource: text('resource').$type<AuditResource>().notNull(),
    // Not a foreign key: the trail outlives a deleted record.
    recordId: integer('record_id').notNull(),
    // Kept when the user leaves; the entry then shows no name.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    // { field: { from, to } } of the fields that changed; secret values are masked.
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_record_idx').on(
      table.organisationId,
      table.resource,
      table.recordId,
      table.createdAt,
    ),
    check('audit_entries_action_check', sql`${table.action} in ('create', 'update', 'delete')`),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
