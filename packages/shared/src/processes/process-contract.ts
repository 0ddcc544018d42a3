import { z } from 'zod';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { PROCESS_PAGE_SIZE } from '../constants.ts';
import { ACTION_CODES } from '../labels/actions.ts';
import { PROCESS_STATUS_VALUES } from '../labels/statuses.ts';
import { queryInteger } from '../validation/fields.ts';

/* The processes contract (spec §7): endpoints and response shapes for the server, the web and tests. */

// In their own module: the web shell needs the paths without the schemas (and zod).
export { processEndpoints } from './process-endpoints.ts';

export const PROCESS_PER_PAGE_MAX = 100;

/** GET list: spec §7 perPage (30), plus the page; unknown keys are ignored. */
export const processListQuerySchema = z.object({
  perPage: queryInteger({ min: 1, max: PROCESS_PER_PAGE_MAX }).default(PROCESS_PAGE_SIZE),
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
});
export type ProcessListQuery = z.input<typeof processListQuerySchema>;

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
  | { type: 'notifications.changed' }
  /** The organisation's home figures were recomputed (decision 033). */
  | { type: 'dashboard.updated' };

export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;
