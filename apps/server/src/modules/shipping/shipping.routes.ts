import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markShippedSchema,
  SHIPPING_MESSAGES as M,
  shippingCancelSchema,
  shippingEndpoints as endpoints,
  shippingOrdersSchema,
  shippingResendSchema,
  shippingResponses as responses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import { resendFailedInstruction, resendFailedOfOrders } from './shipping-resend.service.ts';
import { instructionsOfOrder } from '../../read-models/shipping/index.ts';
import {
  cancelOrders,
  fetchShippingResults,
  markShipped,
  suspendInstructions,
} from './shipping.service.ts';
import { sendInstructions } from './shipping-send.service.ts';

const tags = ['shipping_instructions'];

/** 引当管理's shipping actions on the checked orders (再送信 also per instruction), and an order's instructions. */
export async function shippingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const action = { 200: responses.action };

  r.post(
    endpoints.send.path,
    { schema: { tags, body: shippingOrdersSchema, response: action } },
    async (request) => ({
      data: await sendInstructions(db, actorOf(request), request.body.orderIds),
    }),
  );

  r.post(
    endpoints.suspend.path,
    { schema: { tags, body: shippingOrdersSchema, response: action } },
    async (request) => ({
      data: await suspendInstructions(db, actorOf(request), request.body.orderIds),
    }),
  );

  r.post(
    endpoints.cancel.path,
    { schema: { tags, body: shippingCancelSchema, response: action } },
    async (request) => ({ data: await cancelOrders(db, actorOf(request), request.body) }),
  );

  r.post(
    endpoints.markShipped.path,
    { schema: { tags, body: markShippedSchema, response: action } },
    async (request) => ({ data: await markShipped(db, actorOf(request), request.body) }),
  );

  r.post(
    endpoints.fetch.path,
    { schema: { tags, response: { 202: responses.action } } },
    async (request, reply) =>
      reply.code(202).send({ data: await fetchShippingResults(db, actorOf(request)) }),
  );

  r.post(
    endpoints.resend.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: shippingOrdersSchema, response: action },
    },
    async (request) => ({
      data: await resendFailedOfOrders(db, actorOf(request), request.body.orderIds),
    }),
  );

  r.post(
    endpoints.resendOne.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        body: shippingResendSchema,
        response: action,
      },
    },
    async (request) => ({
      data: await resendFailedInstruction(
        db,
        actorOf(request),
        pathId(request.params.id, M.instructionNotFound),
        request.body.version,
      ),
    }),
  );

  r.get(
    endpoints.ofOrder.path,
    {
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: responses.ofOrder } },
    },
    async (request) => ({
      data: await instructionsOfOrder(
        db,
        scopeOf(request),
        pathId(request.params.id, M.orderNotFound),
      ),
    }),
  );
}
