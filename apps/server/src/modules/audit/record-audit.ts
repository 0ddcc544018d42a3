import type { AuditAction, AuditResource } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { auditChanges, type AuditedRecord } from './audit-diff.ts';
import { insertAuditEntry } from './audit.repository.ts';

export type AuditEvent = {
  resource: AuditResource;
  recordId: number;
  /** The signed-in user; null for the server's own changes (seed, jobs). */
  userId: string | null;
  action: AuditAction;
  /** The record before the change (null on create) and after it (null on delete). */
  before: AuditedRecord | null;
  after: AuditedRecord | null;
  /** Fields whose values must never be stored (credentials): recorded as changed, masked. */
  secretFields?: readonly string[];
};

/**
 * Writes one audit entry for a change, inside the caller's transaction so the trail and the change
 * commit together. An update that changed no field writes nothing.
 */
export async function recordAudit(
  tx: DbOrTx,
  scope: OrganisationScope,
  { resource, recordId, userId, action, before, after, secretFields }: AuditEvent,
): Promise<void> {
  const changes = auditChanges(
    action === 'create' ? null : before,
    action === 'delete' ? null : after,
    secretFields,
  );
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await insertAuditEntry(tx, scope, { resource, recordId, userId, action, changes });
}

/**
 * A workflow record's change recorder: the record's view (its read model) after the change against
 * the view before it (null: it was just created).
 */
export const viewChangeRecorder =
  <T extends DbOrTx>(
    resource: AuditResource,
    view: (tx: T, scope: OrganisationScope, id: number) => Promise<AuditedRecord | null>,
  ) =>
  async (
    tx: T,
    actor: { scope: OrganisationScope; userId: string | null },
    id: number,
    before: AuditedRecord | null,
  ) =>
    recordAudit(tx, actor.scope, {
      resource,
      recordId: id,
      userId: actor.userId,
      action: before ? 'update' : 'create',
      before,
      after: await view(tx, actor.scope, id),
    });
