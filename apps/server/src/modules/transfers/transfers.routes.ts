import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRANSFER_MESSAGES,
  transferEndpoints as endpoints,
  transferResponses as responses,
  transferSearchSchema,
  transferStoreSchema,
  type TransferSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { orEmpty } from '../../http/empty-body.ts';
import { pathId } from '../../http/path-id.ts';
import { searchTransfers } from '../../read-models/transfers/index.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import { cancelTransfer } from './transfer-settle.service.ts';
import { storeTransfer, transferOf } from './transfers.service.ts';

const tags = ['transfers'];
const config = { access: 'signedIn' } as const;
const params = z.object({ id: z.string() });
const idOf = (request: { params: { id: string } }) =>
  pathId(request.params.id, TRANSFER_MESSAGES.notFound);

/** 在庫移動 (issue 28 § 3, decision 071): list, register, show, cancel. */
export async function transfersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.search.path,
    {
      config,
      schema: { tags, body: orEmpty(transferSearchSchema), response: { 200: responses.search } },
    },
    async (request) => ({
      data: await searchTransfers(db, scopeOf(request), request.body as TransferSearch),
    }),
  );

  r.post(
    endpoints.store.path,
    {
      config,
      schema: {
        tags,
        summary: '在庫移動の登録: own → own at once; to an external warehouse as 移動中 + 入荷予定',
        body: transferStoreSchema,
        response: { 201: responses.store },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await storeTransfer(db, actorOf(request), request.body) }),
  );

  r.get(
    endpoints.show.path,
    { config, schema: { tags, params, response: { 200: responses.show } } },
    async (request) => ({ data: await transferOf(db, scopeOf(request), idOf(request)) }),
  );

  r.post(
    endpoints.cancel.path,
    {
      config,
      schema: {
        tags,
        summary: 'キャンセル while nothing arrived: 移動中 goes back to the source',
        params,
        response: { 200: responses.cancel },
      },
    },
    async (request) => ({ data: await cancelTransfer(db, actorOf(request), idOf(request)) }),
  );
}
