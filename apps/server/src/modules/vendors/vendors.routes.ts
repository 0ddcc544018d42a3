import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  vendorEndpoints as endpoints,
  vendorExportSchema,
  vendorFormSchema,
  vendorResponses as responses,
  vendorSearchSchema,
  vendorUpdateSchema,
  vendorFetchSchema,
  vendorSendSchema,
  vendorSyncEndpoints,
  vendorSyncResponses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { vendorSyncService } from './vendor-sync.service.ts';
import { VENDOR_CSV_COLUMNS, VENDOR_CSV_TITLE } from './vendors.csv.ts';
import { VENDOR_NOT_FOUND, vendorsService } from './vendors.service.ts';

/** ベンダー (vendors): the organisation's own, from the session's scope. */
export async function vendorsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerResourceRoutes(app, {
    tags: ['vendors'],
    endpoints,
    responses,
    schemas: {
      search: vendorSearchSchema,
      export: vendorExportSchema,
      form: vendorFormSchema,
      update: vendorUpdateSchema,
    },
    notFoundMessage: VENDOR_NOT_FOUND,
    service: vendorsService(db),
    csv: { title: VENDOR_CSV_TITLE, columns: VENDOR_CSV_COLUMNS },
  });

  // 送信 / 取得: queue ベンダー登録・更新 / ベンダー検索; the answer is the process (202).
  const sync = vendorSyncService(db);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    vendorSyncEndpoints.send.path,
    {
      schema: {
        tags: ['vendors'],
        body: vendorSendSchema,
        response: { 202: vendorSyncResponses.send },
      },
    },
    async (request, reply) => {
      const process = await sync.send(scopeOf(request), authOf(request).userId, request.body.ids);
      return reply.code(202).send({ data: process });
    },
  );
  typed.post(
    vendorSyncEndpoints.fetch.path,
    {
      schema: {
        tags: ['vendors'],
        body: vendorFetchSchema,
        response: { 202: vendorSyncResponses.fetch },
      },
    },
    async (request, reply) => {
      const process = await sync.fetch(scopeOf(request), authOf(request).userId);
      return reply.code(202).send({ data: process });
    },
  );
}
