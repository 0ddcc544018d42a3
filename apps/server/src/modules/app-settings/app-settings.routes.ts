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
import type { OutboundPolicy } from '../outbound/index.ts';
import type { CsvColumn } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import {
  APP_SETTING_NOT_FOUND,
  appSettingsService,
  type AppSettingChecks,
  type SettingConnectionTest,
} from './app-settings.service.ts';
import type { SecretBox } from './secret-box.ts';

const tags = ['app_settings'];
const idParams = z.object({ id: z.string() });

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
  {
    db,
    secrets,
    outbound,
    connectionTest,
    ...checks
  }: {
    db: Database;
    secrets: SecretBox;
    outbound: OutboundPolicy;
    connectionTest: SettingConnectionTest;
  } & AppSettingChecks,
) {
  const service = appSettingsService(db, secrets, outbound, connectionTest, checks);
  registerResourceRoutes(app, {
    tags,
    endpoints,
    responses,
    schemas: {
      search: appSettingSearchSchema,
      export: appSettingExportSchema,
      form: appSettingFormSchema,
      update: appSettingUpdateSchema,
    },
    notFoundMessage: APP_SETTING_NOT_FOUND,
    service,
    csv: { title: PAGE_TITLES.appSettings.list, columns: CSV_COLUMNS },
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      endpoints.connectionTest.path,
      { schema: { tags, params: idParams, response: { 200: responses.connectionTest } } },
      async (request) => {
        const id = pathId(request.params.id, APP_SETTING_NOT_FOUND);
        const logFailure = (reason: string) =>
          request.log.warn({ appSettingId: id, reason }, 'connection test failed');
        return { data: await service.connectionTest(scopeOf(request), id, logFailure) };
      },
    );
}
