import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fulfilmentEndpoints as endpoints,
  fulfilmentResponses as responses,
  fulfilmentSearchSchema,
  PICKING_BATCH_MESSAGES as M,
  pickingBatchSearchSchema,
  pickingBatchStoreSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import {
  searchParcels,
  searchPickingBatches,
  showPickingBatch,
} from '../../read-models/fulfilment/index.ts';
import { batchFileRoutes } from './batch-files.routes.ts';
import { storePickingBatch } from './picking-batches.service.ts';
import { orEmpty } from '../../http/empty-body.ts';

const tags = ['fulfilment'];
const access = 'signedIn' as const;

/** 出荷作業: the own warehouse's parcels, its picking batches and their printed files. */
export async function fulfilmentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.search.path,
    {
      config: { access },
      schema: { tags, body: orEmpty(fulfilmentSearchSchema), response: { 200: responses.search } },
    },
    async (request) => ({ data: await searchParcels(db, scopeOf(request), request.body) }),
  );

  r.post(
    endpoints.batchStore.path,
    {
      config: { access },
      schema: { tags, body: pickingBatchStoreSchema, response: { 201: responses.batchStore } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await storePickingBatch(db, actorOf(request), request.body) }),
  );

  r.post(
    endpoints.batchSearch.path,
    {
      config: { access },
      schema: {
        tags,
        body: orEmpty(pickingBatchSearchSchema),
        response: { 200: responses.batchSearch },
      },
    },
    async (request) => ({ data: await searchPickingBatches(db, scopeOf(request), request.body) }),
  );

  r.get(
    endpoints.batchShow.path,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: responses.batchShow },
      },
    },
    async (request) => ({
      data: await showPickingBatch(
        db,
        scopeOf(request),
        pathId(request.params.id, M.batchNotFound),
      ),
    }),
  );

  await batchFileRoutes(app, { db });
}
