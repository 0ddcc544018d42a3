import type { ActionCode, ProcessStatus } from '@logi/shared';

/**
 * Mirror of the server's event contract (apps/server/src/modules/events/events.types.ts), after
 * the snake → camel conversion every response gets.
 */
export type ProcessPayload = {
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

export type ServerEvent =
  | { type: 'process.updated'; process: ProcessPayload }
  | { type: 'process.deleted'; id: string }
  | { type: 'notifications.changed' };

export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;
