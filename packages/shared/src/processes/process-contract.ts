import type { ActionCode } from '../labels/actions.ts';
import type { ProcessStatus } from '../labels/statuses.ts';

/** A process as the API and the event stream show it (camelCase in code; snake_case on the wire). */
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

/** Everything the server pushes to open pages over server-sent events. */
export type ServerEvent =
  | { type: 'process.updated'; process: ProcessDto }
  | { type: 'process.deleted'; id: string }
  | { type: 'notifications.changed' };

export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;
