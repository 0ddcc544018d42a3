import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  orderMergeEndpoints as endpoints,
  orderMergeResponses as responses,
  orderMergeSchema,
  orderUnmergeSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { signedInRoute } from '../../resource/command-route.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { mergeSelected, unmergeSelected } from './order-merge.service.ts';

const tags = ['orders'];

/** 同梱する and 同梱解除 of 引当管理 (decision 063). */
export async function orderMergeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.merge.path,
    signedInRoute(tags, {
      summary: '同梱する: orders of one shop to one recipient ship as one parcel',
      description:
        'All or nothing: 422 (with the reason) for orders of different shops, recipients or ' +
        'allocated warehouses, or one already instructed; 404 for an id not of the organisation. ' +
        'Orders already merged with a checked one join the group.',
      body: orderMergeSchema,
      response: { 200: responses.merge },
    }),
    async (request) => ({ data: await mergeSelected(db, actorOf(request), request.body.orderIds) }),
  );

  r.post(
    endpoints.unmerge.path,
    signedInRoute(tags, {
      summary: '同梱解除: each checked order’s group ships order by order again',
      description: '422 for an order not merged, or a group already instructed.',
      body: orderUnmergeSchema,
      response: { 200: responses.unmerge },
    }),
    async (request) => ({
      data: await unmergeSelected(db, actorOf(request), request.body.orderIds),
    }),
  );
}
