import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { authOf } from '../auth/index.ts';
import { publishEvent } from '../events/index.ts';
import { toProcessDto } from './process.dto.ts';
import {
  listVisibleProcesses,
  lockVisibleProcess,
  markBroadcasted,
} from './processes.repository.ts';
import { broadcastedBody, listProcessesQuery, processIdParams } from './processes.schemas.ts';

const NOT_FOUND = '処理が見つかりませんでした';
const PROCESSING_NOT_DELETABLE = '処理中のため削除できません';

/** Spec §7 process endpoints: the header list and its delete (marks broadcasted). */
export async function processesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/processes/get',
    { schema: { tags: ['processes'], querystring: listProcessesQuery } },
    async (request) => {
      const { organisationId } = authOf(request);
      const { page, perPage } = request.query;
      const result = await listVisibleProcesses(db, organisationId, { page, perPage });
      return {
        data: {
          data: result.rows.map(toProcessDto),
          total: result.total,
          currentPage: page,
          perPage,
          lastPage: Math.max(1, Math.ceil(result.total / perPage)),
          // Beyond the spec's list: pending + processing of all pages, for the header badge.
          activeCount: result.activeCount,
        },
      };
    },
  );

  routes.put(
    '/api/processes/broadcasted/:id',
    { schema: { tags: ['processes'], params: processIdParams, body: broadcastedBody } },
    async (request) => {
      const { organisationId } = authOf(request);
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success) throw notFound(NOT_FOUND);
      const dto = await db.transaction(async (tx) => {
        const row = await lockVisibleProcess(tx, organisationId, id);
        if (!row) throw notFound(NOT_FOUND);
        if (row.processStatus === 'processing') {
          throw new AppError('validation', PROCESSING_NOT_DELETABLE);
        }
        await markBroadcasted(tx, id);
        await publishEvent(tx, { organisationId }, { type: 'process.deleted', id });
        return toProcessDto(row);
      });
      return { data: dto };
    },
  );
}
