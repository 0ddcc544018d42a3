import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { ACTION_CODES } from '../labels/actions.ts';
import { PROCESS_STATUS_VALUES } from '../labels/statuses.ts';

/* The processes contract (spec §7): endpoints and response shapes for the server, the web and tests. */

export const processEndpoints = {
  list: endpoint('GET', '/api/processes/get'),
  markBroadcasted: endpoint('PUT', '/api/processes/broadcasted/:id'),
} as const;

/** A process as the API and the event stream show it (camelCase in code; snake_case on the wire). */
export const processSchema = z.object({
  id: z.string(),
  action: z.enum(ACTION_CODES),
  actionLabel: z.string(),
  processStatus: z.enum(PROCESS_STATUS_VALUES),
  requestId: z.string(),
  message: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProcessDto = z.infer<typeof processSchema>;

/** The header list: a page, plus pending + processing across all pages for the badge. */
export const processPageSchema = pageSchema(processSchema).extend({
  activeCount: z.number().int().min(0),
});
export type ProcessPage = z.infer<typeof processPageSchema>;

export const processResponses = {
  list: dataOf(processPageSchema),
  markBroadcasted: dataOf(processSchema),
};

/** Everything the server pushes to open pages over server-sent events. */
export type ServerEvent =
  | { type: 'process.updated'; process: ProcessDto }
  | { type: 'process.deleted'; id: string }
  | { type: 'notifications.changed' };

export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;
