import { useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditPage, type AuditResource } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** Query keys of audit trails; a save invalidates `all` so the edit page's 変更履歴 is current. */
export const auditKeys = {
  all: ['audits'] as const,
  trail: (resource: AuditResource, recordId: number, page: number) =>
    [...auditKeys.all, resource, recordId, page] as const,
};

export const getAuditTrail = (
  resource: AuditResource,
  recordId: number,
  page: number,
  signal?: AbortSignal,
) => http.getData<AuditPage>(auditEndpoints.list.url({ resource, id: recordId }), { page }, signal);

export const auditTrailQueryOptions = (resource: AuditResource, recordId: number, page: number) =>
  pagedSearchQuery(auditKeys.trail(resource, recordId, page), (signal) =>
    getAuditTrail(resource, recordId, page, signal),
  );

export const useAuditTrail = (resource: AuditResource, recordId: number, page: number) =>
  useQuery(auditTrailQueryOptions(resource, recordId, page));
