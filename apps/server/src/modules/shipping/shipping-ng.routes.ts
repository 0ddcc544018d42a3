import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHIPPING_MESSAGES as M,
  shippingNgAddressSchema,
  shippingNgCancelLinesSchema,
  shippingNgEndpoints as endpoints,
  shippingNgResponses as responses,
  shippingNgSearchSchema,
  shippingNgReduceSchema,
  shippingNgVersionSchema,
  type ShippingNgSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/path-id.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import {
  cancelLinesAndResend,
  cancelNgInstruction,
  fixAddressAndResend,
  reduceAndResend,
} from './shipping-ng.service.ts';
import { searchShippingNg, showShippingNg } from '../../read-models/shipping/index.ts';
import { orEmpty } from '../../http/empty-body.ts';

const tags = ['shipping_instructions'];
const params = z.object({ id: z.string() });
const idOf = (request: { params: { id: string } }) =>
  pathId(request.params.id, M.instructionNotFound);

/** 出荷不可リスト(RSL): the refused instructions, and their fixes. */
export async function shippingNgRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const action = { 200: responses.action };

  r.post(
    endpoints.search.path,
    {
      schema: { tags, body: orEmpty(shippingNgSearchSchema), response: { 200: responses.search } },
    },
    async (request) => ({
      data: await searchShippingNg(db, scopeOf(request), request.body as ShippingNgSearch),
    }),
  );

  r.get(
    endpoints.show.path,
    { schema: { tags, params, response: { 200: responses.show } } },
    async (request) => ({ data: await showShippingNg(db, scopeOf(request), idOf(request)) }),
  );

  r.post(
    endpoints.reduce.path,
    { schema: { tags, params, body: shippingNgReduceSchema, response: action } },
    async (request) => {
      const id = idOf(request);
      return { data: await reduceAndResend(db, actorOf(request), id, request.body) };
    },
  );

  r.post(
    endpoints.fixAddress.path,
    { schema: { tags, params, body: shippingNgAddressSchema, response: action } },
    async (request) => {
      const id = idOf(request);
      return { data: await fixAddressAndResend(db, actorOf(request), id, request.body) };
    },
  );

  r.post(
    endpoints.cancelLines.path,
    { schema: { tags, params, body: shippingNgCancelLinesSchema, response: action } },
    async (request) => {
      const id = idOf(request);
      return { data: await cancelLinesAndResend(db, actorOf(request), id, request.body) };
    },
  );

  r.post(
    endpoints.cancel.path,
    { schema: { tags, params, body: shippingNgVersionSchema, response: action } },
    async (request) => {
      const id = idOf(request);
      return { data: await cancelNgInstruction(db, actorOf(request), id, request.body.version) };
    },
  );
}
