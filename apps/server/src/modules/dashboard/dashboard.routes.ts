import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints as endpoints, dashboardResponses as responses } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { scopeOf } from '../auth/index.ts';
import { showDashboard } from './dashboard.reads.ts';

/** ホーム: the signed-in organisation's figures for the day (issue 14). */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    endpoints.show.path,
    { schema: { tags: ['dashboard'], response: { 200: responses.show } } },
    async (request) => ({ data: await showDashboard(db, scopeOf(request)) }),
  );
}
