import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_SETTING_KINDS,
  ACTIVE_LABELS,
  PAGE_TITLES,
  appSettingEndpoints as endpoints,
  appSettingFormSchema,
  appSettingResponses as responses,
  appSettingSearchSchema,
  appSettingUpdateSchema,
  appSettingExportSchema,
  type AppSettingDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { toAppSettingDto } from './app-settings.dto.ts';
import { searchAppSettingRows } from './app-settings.repository.ts';
import {
  APP_SETTING_NOT_FOUND,
  appSettingsService,
  type AppSettingChecks,
} from './app-settings.service.ts';
import type { SecretBox } from './secret-box.ts';

const tags = ['appSettings'];
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, appSettingSearchSchema);
const exportBody = z.preprocess((body) => body ?? {}, appSettingExportSchema);

// The credentials never leave the server, not even masked, in a file.
const CSV_COLUMNS: CsvColumn<AppSettingDto>[] = [
  { header: '名称', value: (row) => row.name },
  { header: '連携種別', value: (row) => APP_SETTING_KINDS[row.kind] },
  { header: '接続先URL', value: (row) => row.endpointUrl },
  { header: '有効', value: (row) => ACTIVE_LABELS[`${row.isActive}`] },
  { header: '前回の接続テスト', value: (row) => row.lastTest?.message ?? '' },
  { header: '更新日時', value: (row) => row.updatedAt },
];

/**
 * システム連携設定: the organisation's own, from the session's scope. The request body carries
 * credentials, so no route here logs its body (Fastify logs none by default; keep it so).
 */
export async function appSettingsRoutes(
  app: FastifyInstance,
  { db, secrets, ...checks }: { db: Database; secrets: SecretBox } & AppSettingChecks,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = appSettingsService(db, secrets, checks);
  const actorOf = (request: Parameters<typeof scopeOf>[0]) => ({
    scope: scopeOf(request),
    userId: authOf(request).userId,
  });

  r.post(
    endpoints.search.path,
    { schema: { tags, body: searchBody, response: { 200: responses.search } } },
    async (request) => ({ data: await service.search(scopeOf(request), request.body) }),
  );

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => ({
      data: await service.show(scopeOf(request), pathId(request.params.id, APP_SETTING_NOT_FOUND)),
    }),
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: appSettingFormSchema, response: { 201: responses.store } } },
    async (request, reply) => {
      const created = await service.store(actorOf(request), request.body);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.update.path,
    {
      schema: {
        tags,
        params: idParams,
        body: appSettingUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, APP_SETTING_NOT_FOUND);
      const { version, ...values } = request.body;
      return { data: await service.update(actorOf(request), id, values, version) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.destroy(actorOf(request), pathId(request.params.id, APP_SETTING_NOT_FOUND));
      return reply.status(204).send();
    },
  );

  r.post(
    endpoints.connectionTest.path,
    { schema: { tags, params: idParams, response: { 200: responses.connectionTest } } },
    async (request) => {
      const id = pathId(request.params.id, APP_SETTING_NOT_FOUND);
      return { data: await service.connectionTest(scopeOf(request), id) };
    },
  );

  r.post(endpoints.export.path, { schema: { tags, body: exportBody } }, async (request, reply) => {
    const { encoding, ...search } = request.body;
    const scope = scopeOf(request);
    return sendCsv(reply, {
      filename: csvFilename(PAGE_TITLES.appSettings.list),
      encoding,
      columns: CSV_COLUMNS,
      read: async (offset, limit) =>
        (await searchAppSettingRows(db, scope, search, { offset, limit })).map((row) =>
          toAppSettingDto(secrets, row),
        ),
    });
  });
}
