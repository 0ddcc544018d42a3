import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TRANSFER_MESSAGES,
  transferEndpoints as endpoints,
  transferResponses as responses,
  transferSearchSchema,
  transferSourceLotsQuerySchema,
  transferStoreSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { searchTransfers, sourceLots } from '../../read-models/transfers/index.ts';
import { registerDocumentRoutes } from '../../resource/document-routes.ts';
import { scopeOf } from '../auth/index.ts';
import { cancelTransfer } from './transfer-settle.service.ts';
import { storeTransfer, transferOf } from './transfers.service.ts';

/** 在庫移動 (issue 28 § 3, decision 071): list, register, show, cancel. */
export async function transfersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerDocumentRoutes(app, {
    tags: ['transfers'],
    endpoints,
    responses,
    schemas: { search: transferSearchSchema, store: transferStoreSchema },
    summaries: {
      store: '在庫移動の登録: own → own at once; to an external warehouse as 移動中 + 入荷予定',
      cancel: 'キャンセル while nothing arrived: 移動中 goes back to the source',
    },
    notFoundMessage: TRANSFER_MESSAGES.notFound,
    search: (scope, search) => searchTransfers(db, scope, search),
    store: (actor, values) => storeTransfer(db, actor, values),
    show: (scope, id) => transferOf(db, scope, id),
    cancel: (actor, id) => cancelTransfer(db, actor, id),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.sourceLots.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['transfers'],
        summary: 'The lots of a product a source warehouse can send, first expiry first',
        querystring: transferSourceLotsQuerySchema,
        response: { 200: responses.sourceLots },
      },
    },
    async (request) => ({ data: await sourceLots(db, scopeOf(request), request.query) }),
  );
}
