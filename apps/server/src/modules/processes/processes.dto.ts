import { actionLabel, type ProcessDto } from '@logi/shared';
import type { ProcessRow } from './processes.table.ts';

export type { ProcessDto };

export function toProcessDto(row: ProcessRow): ProcessDto {
  return {
    id: row.id,
    action: row.action,
    actionLabel: actionLabel(row.action),
    processStatus: row.processStatus,
    requestId: row.requestId,
    message: row.message,
    progress:
      row.progressTotal === null ? null : { done: row.progressDone ?? 0, total: row.progressTotal },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
