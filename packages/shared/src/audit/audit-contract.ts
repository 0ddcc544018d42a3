import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { queryInteger } from '../validation/integer-fields.ts';

/* The audit trail contract (変更履歴): who changed which fields of a record, from what to what, when. */

/**
 * The resources whose records keep an audit trail; the path segment of the audit route. A new
 * organisation-scoped resource adds its name here (camelCase in code and snake_case on the wire alike).
 */
export const AUDIT_RESOURCES = [
  'shops',
  'suppliers',
  'vendors',
  'app_settings',
  'warehouses',
  'warehouse_groups',
  'locations',
  'products',
  'receiving_schedules',
  'allocation_settings',
  'orders',
  'stock_transfers',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: '登録',
  update: '更新',
  delete: '削除',
};

/** What a secret field's old and new values are stored and shown as: never the value itself. */
export const AUDIT_MASKED_VALUE = '••••••';

export const auditEndpoints = {
  list: endpoint('GET', '/api/audits/:resource/:id'),
} as const;

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_PER_PAGE_MAX = 100;

/** GET list query: the page and its size; unknown keys are ignored. */
export const auditListQuerySchema = z.object({
  perPage: queryInteger({ min: 1, max: AUDIT_PER_PAGE_MAX }).default(AUDIT_PAGE_SIZE),
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** One changed field: its value before and after (null when absent, masked when secret). */
export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** Field (camelCase, as in the resource's DTO) → its change. */
export type AuditChanges = Record<string, AuditChange>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  userName: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditResponses = {
  list: dataOf(auditPageSchema),
};
