import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RECONCILIATION_MESSAGES,
  reconciliationEndpoints as endpoints,
  reconciliationFindingSearchSchema,
  reconciliationResponses as responses,
  type ReconciliationFindingSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { searchFindings, showLatestRun, startReconciliation } from './reconciliation.service.ts';

const tags = ['reconciliation'];
const config = { access: 'signedIn' } as const;
// A search without a body (Fastify hands the validator null) means "no filters".
const findingSearch = z.preprocess((body) => body ?? {}, reconciliationFindingSearchSchema);

/** 整合性チェック: run it (a process), its last run, and the rows a run found in disagreement. */
export async function reconciliationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.run.path,
    { config, schema: { tags, response: { 202: responses.run } } },
    async (request, reply) => {
      const actor = { scope: scopeOf(request), userId: authOf(request).userId };
      return reply.code(202).send({ data: await startReconciliation(db, actor) });
    },
  );

  r.get(
    endpoints.latest.path,
    { config, schema: { tags, response: { 200: responses.latest } } },
    async (request) => ({ data: await showLatestRun(db, scopeOf(request)) }),
  );

  r.post(
    endpoints.findings.path,
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        body: findingSearch,
        response: { 200: responses.findings },
      },
    },
    async (request) => {
      const runId = pathId(request.params.id, RECONCILIATION_MESSAGES.runNotFound);
      const search = request.body as ReconciliationFindingSearch;
      return { data: await searchFindings(db, scopeOf(request), runId, search) };
    },
  );
}
