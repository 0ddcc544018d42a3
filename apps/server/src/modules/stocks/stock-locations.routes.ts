import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  stockLocationEndpoints as endpoints,
  stockRelocateSchema,
  stockResponses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { relocateFromForm } from './stock-relocation.service.ts';

const tags = ['stocks'];

/** 棚移動 (decision 066): pieces of a stock row from one shelf of its warehouse to another. */
export async function stockLocationsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.relocate.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: '棚移動: refused beyond the free pieces at the source shelf',
        body: stockRelocateSchema,
        response: { 200: stockResponses.show },
      },
    },
    async (request) => ({ data: await relocateFromForm(db, actorOf(request), request.body) }),
  );
}
