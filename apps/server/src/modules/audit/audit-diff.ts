import { AUDIT_MASKED_VALUE, type AuditChanges } from '@logi/shared';

/** A record as the audit sees it: its fields by camelCase name (a row or a DTO). */
export type AuditedRecord = Readonly<Record<string, unknown>>;

/** Bookkeeping columns, not something a user changed. */
const IGNORED_FIELDS = new Set([
  'id',
  'organisationId',
  'version',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
]);

/** A value as JSON keeps it: dates as ISO text, undefined as null, the rest unchanged. */
function comparable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after` (null = the record did not exist), as
 * `{ field: { from, to } }`. A secret field that changed is listed with both values masked.
 */
export function auditChanges(
  before: AuditedRecord | null,
  after: AuditedRecord | null,
  secretFields: readonly string[] = [],
): AuditChanges {
  const secrets = new Set(secretFields);
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const from = comparable(before?.[field]);
    const to = comparable(after?.[field]);
    if (same(from, to)) continue;
    changes[field] = secrets.has(field)
      ? {
          from: from === null ? null : AUDIT_MASKED_VALUE,
          to: to === null ? null : AUDIT_MASKED_VALUE,
        }
      : { from, to };
  }
  return changes;
}
