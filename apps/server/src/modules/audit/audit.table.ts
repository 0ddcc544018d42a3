import type { AuditAction, AuditChanges, AuditResource } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { userReference } from '../users/users.table.ts';
import { timestampTz } from '../../db/columns.ts';
import { ledgerKey } from '../../db/keys.ts';

/** The audit trail (変更履歴): one append-only row per create, update or delete of a record. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: ledgerKey(),
    organisationId: organisationIdColumn(),
    resource: text('resource').$type<AuditResource>().notNull(),
    // Not a foreign key: the trail outlives a deleted record.
    recordId: integer('record_id').notNull(),
    // Kept when the user leaves; the entry then shows no name.
    userId: userReference('user_id'),
    action: text('action').$type<AuditAction>().notNull(),
    // { field: { from, to } } of the fields that changed; secret values are masked.
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
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
