import type { AuditResource } from '@logi/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import { userNameOf } from '../users/index.ts';
import { auditEntries } from './audit.table.ts';

export type NewAuditEntry = Omit<
  typeof auditEntries.$inferInsert,
  'id' | 'organisationId' | 'createdAt'
>;

export type AuditTarget = { resource: AuditResource; recordId: number };

export async function insertAuditEntry(
  db: DbOrTx,
  scope: OrganisationScope,
  entry: NewAuditEntry,
): Promise<void> {
  await db.insert(auditEntries).values({ ...entry, organisationId: scope.organisationId });
}

const entriesOf = (scope: OrganisationScope, { resource, recordId }: AuditTarget) =>
  inScope(
    auditEntries.organisationId,
    scope,
    eq(auditEntries.resource, resource),
    eq(auditEntries.recordId, recordId),
  );

/** One page of a record's entries with their author's name, newest first. */
export async function listAuditEntries(
  db: DbOrTx,
  scope: OrganisationScope,
  target: AuditTarget,
  { page, perPage }: { page: number; perPage: number },
) {
  const rows = await db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      changes: auditEntries.changes,
      createdAt: auditEntries.createdAt,
      userName: userNameOf(auditEntries.userId),
    })
    .from(auditEntries)
    .where(entriesOf(scope, target))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [counted] = await db
    .select({ total: count() })
    .from(auditEntries)
    .where(entriesOf(scope, target));
  return { rows, total: counted?.total ?? 0 };
}
