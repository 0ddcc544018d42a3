import type { FastifyInstance } from 'fastify';
import {
  TRANSFER_MESSAGES,
  transferEndpoints as endpoints,
  transferResponses as responses,
  transferSearchSchema,
  transferStoreSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { searchTransfers } from '../../read-models/transfers/index.ts';
import { registerDocumentRoutes } from '../../resource/document-routes.ts';
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
}
