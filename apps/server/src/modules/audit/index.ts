// The audit module's public surface: resource services record their changes through recordAudit,
// inside their own transaction; the table itself is written nowhere else.
export { recordAudit, viewChangeRecorder, type AuditEvent } from './record-audit.ts';
export { auditChanges, type AuditedRecord } from './audit-diff.ts';
export { auditRoutes } from './audit.routes.ts';
