import { actionLabel, type ActionCode, type ProcessStatus } from '@logi/shared';
import type { ProcessRow } from './processes.table.ts';

/** A process as the API and the event stream show it (camelCase; the wire is snake_case). */
export type ProcessDto = {
  id: string;
  action: ActionCode;
  actionLabel: string;
  processStatus: ProcessStatus;
  requestId: string;
  message: string | null;
  progress: { done: number; total: number } | null;
  createdAt: string;
  updatedAt: string;
};

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
