import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_MESSAGES,
  orderSplitEndpoints as endpoints,
  orderSplitResponses as responses,
  orderSplitSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { signedInRoute } from '../../resource/command-route.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { pathId } from '../../http/path-id.ts';
import type { EditAllocation } from './order-entry.service.ts';
import { splitSelected, unsplitSelected } from './order-split.service.ts';

const tags = ['orders'];
const params = z.object({ id: z.string() });

/** 分割 and 分割を元に戻す of the order detail (decision 072). */
export async function orderSplitRoutes(
  app: FastifyInstance,
  { db, allocation }: { db: Database; allocation: EditAllocation },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.split.path,
    signedInRoute(tags, {
      params,
      summary: '分割: chosen pieces of an order become its second shipment',
      description:
        'Before 出荷指示 only. The moved pieces go to a new order numbered `<number>-S2` ' +
        '(split_from_order_id), both are allocated again. 422 with the reason for a merged, ' +
        'already split or instructed order or a quantity out of bounds; 409 on an older version.',
      body: orderSplitSchema,
      response: { 200: responses.split },
    }),
    async (request) => {
      const id = pathId(request.params.id, ORDER_MESSAGES.orderNotFound);
      return { data: await splitSelected(db, actorOf(request), id, request.body, allocation) };
    },
  );

  r.post(
    endpoints.unsplit.path,
    signedInRoute(tags, {
      params,
      summary: '分割を元に戻す: the second shipment folds back into its order',
      description:
        'Called with either shipment. 422 when the order is not split or either shipment was ' +
        'instructed.',
      response: { 200: responses.unsplit },
    }),
    async (request) => {
      const id = pathId(request.params.id, ORDER_MESSAGES.orderNotFound);
      return { data: await unsplitSelected(db, actorOf(request), id, allocation) };
    },
  );
}
