import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardEndpoints as endpoints,
  dashboardQuerySchema,
  dashboardResponses as responses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { scopeOf } from '../auth/index.ts';
import type { EventBus } from '../events/index.ts';
import { startDashboardRefresher } from './dashboard-refresher.ts';
import { showDashboard } from './dashboard.service.ts';

/** ホーム: the signed-in organisation's figures for the day (issue 14, decision 033). */
export async function dashboardRoutes(
  app: FastifyInstance,
  { db, bus }: { db: Database; bus: EventBus },
) {
  const refresher = startDashboardRefresher({ db, bus, log: app.log });
  app.addHook('onClose', () => refresher.stop());
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    endpoints.show.path,
    {
      schema: {
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: responses.show },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const data = await showDashboard(db, scope, {
        refresh: request.query.refresh === 'true',
        onStale: (notBefore) => refresher.request(scope.organisationId, notBefore),
        // The organisation's other open pages catch up too.
        onComputed: () =>
          void refresher
            .announce(scope.organisationId)
            .catch((error: unknown) => request.log.warn({ err: error }, 'dashboard: announce')),
      });
      return { data };
    },
  );
}
