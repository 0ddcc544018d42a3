import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEndpoints as endpoints,
  auditListQuerySchema,
  auditResponses as responses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { scopeOf } from '../auth/index.ts';
import { listAudits } from './audit.service.ts';

// Any spelling reaches the handler, which answers 404 for a resource or id that names nothing.
const auditParams = z.object({ resource: z.string(), id: z.string() });

/** The audit trail of one record of the caller's organisation (the edit pages' 変更履歴). */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.list.path,
    {
      schema: {
        tags: ['audits'],
        params: auditParams,
        querystring: auditListQuerySchema,
        response: { 200: responses.list },
      },
    },
    async (request) => ({
      data: await listAudits(db, scopeOf(request), request.params, request.query),
    }),
  );
}
