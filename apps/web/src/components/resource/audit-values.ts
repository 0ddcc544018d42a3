import { AUDIT_ACTION_LABELS, type AuditAction } from '@logi/shared';

/** How a recorded value reads in 変更履歴: empty values as （なし）, flags as はい / いいえ. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（なし）';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (Array.isArray(value))
    return value.length === 0 ? '（なし）' : value.map(auditValueText).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const auditActionLabel = (action: AuditAction) => AUDIT_ACTION_LABELS[action];
