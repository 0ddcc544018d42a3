import { PROCESS_PAGE_SIZE, queryInteger } from '@logi/shared';
import { z } from 'zod';

const MAX_PER_PAGE = 100;

const positiveInt = (max: number) => queryInteger({ min: 1, max });

/** GET /api/processes/get: spec §7 perPage (30), plus the page; unknown keys are ignored. */
export const listProcessesQuery = z.object({
  perPage: positiveInt(MAX_PER_PAGE).default(PROCESS_PAGE_SIZE),
  page: positiveInt(1_000_000).default(1),
});

/** PUT /api/processes/broadcasted/{id}: any id that is not a uuid names no process (404). */
export const processIdParams = z.object({ id: z.string() });

/** The body is the process itself (spec §7); the server needs nothing from it, so any JSON will do. */
export const broadcastedBody = z.unknown();
