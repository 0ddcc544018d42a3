import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allocationEndpoints as endpoints,
  allocationReleaseSchema,
  allocationResponses as responses,
  allocationRunSchema,
  allocationSettingsUpdateSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import {
  allocationSettingsOf,
  saveAllocationSettings,
  toSettingsDto,
} from './allocation-settings.service.ts';
import { allocateOrders } from './allocation-engine.ts';
import { releaseSelected } from './allocation-release.service.ts';

const tags = ['allocation'];

/** 引当処理設定 (GET/PUT at a version) and the engine's actions: 引当 and 引当解除 (synchronous). */
export async function allocationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    endpoints.showSettings.path,
    { schema: { tags, response: { 200: responses.showSettings } } },
    async (request) => ({
      data: toSettingsDto(await allocationSettingsOf(db, scopeOf(request))),
    }),
  );

  r.put(
    endpoints.updateSettings.path,
    {
      schema: {
        tags,
        body: allocationSettingsUpdateSchema,
        response: { 200: responses.updateSettings },
      },
    },
    async (request) => ({
      data: await saveAllocationSettings(db, actorOf(request), request.body),
    }),
  );

  r.post(
    endpoints.run.path,
    { schema: { tags, body: allocationRunSchema, response: { 200: responses.run } } },
    async (request) => ({
      data: await allocateOrders(db, actorOf(request), { orderIds: request.body.orderIds }),
    }),
  );

  r.post(
    endpoints.release.path,
    { schema: { tags, body: allocationReleaseSchema, response: { 200: responses.release } } },
    async (request) => ({
      data: await releaseSelected(db, actorOf(request), request.body.orderIds),
    }),
  );
}
