import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  processEndpoints as endpoints,
  processListQuerySchema,
  processResponses as responses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { scopeOf } from '../auth/index.ts';
import { hideProcess, listProcesses, PROCESS_NOT_FOUND } from './processes.service.ts';

// Any id that is not a uuid names no process (404, in the handler).
const processIdParams = z.object({ id: z.string() });
// The body is the process itself (spec §7); the server needs nothing from it, so any JSON will do.
const broadcastedBody = z.unknown();

/** Spec §7 process endpoints: the header list and its delete (marks broadcasted). */
export async function processesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.list.path,
    {
      schema: {
        tags: ['processes'],
        querystring: processListQuerySchema,
        response: { 200: responses.list },
      },
    },
    async (request) => ({ data: await listProcesses(db, scopeOf(request), request.query) }),
  );

  routes.put(
    endpoints.markBroadcasted.path,
    {
      schema: {
        tags: ['processes'],
        params: processIdParams,
        body: broadcastedBody,
        response: { 200: responses.markBroadcasted },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Process ids are uuids: anything else names no process.
      if (!z.uuid().safeParse(id).success) throw notFound(PROCESS_NOT_FOUND);
      return { data: await hideProcess(db, scopeOf(request), id) };
    },
  );
}
