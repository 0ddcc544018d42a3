import { AUDIT_RESOURCES, type AuditPage, type AuditResource } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { pathId } from '../../http/path-id.ts';
import { listAuditEntries } from './audit.repository.ts';

export const AUDIT_NOT_FOUND = '変更履歴が見つかりませんでした';

const isAuditResource = (value: string): value is AuditResource =>
  (AUDIT_RESOURCES as readonly string[]).includes(value);

/**
 * One page of a record's audit trail, newest first. Another organisation's record simply has no
 * entries in the caller's scope; a path that names no resource or no possible id is a 404.
 */
export async function listAudits(
  db: Database,
  scope: OrganisationScope,
  path: { resource: string; id: string },
  { page, perPage }: { page: number; perPage: number },
): Promise<AuditPage> {
  if (!isAuditResource(path.resource)) throw notFound(AUDIT_NOT_FOUND);
  const recordId = pathId(path.id, AUDIT_NOT_FOUND);
  const { rows, total } = await listAuditEntries(
    db,
    scope,
    { resource: path.resource, recordId },
    { page, perPage },
  );
  const entries = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pageOf(entries, total, page, perPage);
}
