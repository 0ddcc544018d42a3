import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, recordStamps, resourceResponses } from '../contracts/page.ts';
import { APP_SETTING_KIND_VALUES, CREDENTIAL_KEYS } from '../labels/warehouses.ts';

/** The system-integration settings API (システム連携設定); request bodies are in app-setting-schema.ts. */
export const appSettingEndpoints = {
  search: endpoint('POST', '/api/app_settings/search'),
  show: endpoint('GET', '/api/app_settings/show/:id'),
  store: endpoint('POST', '/api/app_settings/store'),
  update: endpoint('PUT', '/api/app_settings/update/:id'),
  destroy: endpoint('DELETE', '/api/app_settings/destroy/:id'),
  export: endpoint('POST', '/api/app_settings/export'),
  connectionTest: endpoint('POST', '/api/app_settings/connection_test/:id'),
} as const;

/** A stored credential sealed under another key (SECRETS_KEY changed or lost): typed anew. */
export const CREDENTIALS_UNREADABLE_MESSAGE = '認証情報を復号できません。再入力してください。';

/** A credential as the API shows it: whether it is set and its masked form, never the value. */
export const credentialViewSchema = z.object({
  key: z.enum(CREDENTIAL_KEYS),
  isSet: z.boolean(),
  /** `••••1234` (the last 4 only for values of 8 characters or more), null when not set. */
  masked: z.string().nullable(),
});
export type CredentialView = z.infer<typeof credentialViewSchema>;

export const connectionTestResultSchema = z.object({
  succeeded: z.boolean(),
  message: z.string(),
  testedAt: z.string(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export const appSettingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(APP_SETTING_KIND_VALUES),
  endpointUrl: z.string(),
  credentials: z.array(credentialViewSchema),
  /** A stored credential cannot be opened (CREDENTIALS_UNREADABLE_MESSAGE): the list marks it. */
  credentialsUnreadable: z.boolean(),
  isActive: z.boolean(),
  lastTest: connectionTestResultSchema.nullable(),
  ...recordStamps,
});
export type AppSettingDto = z.infer<typeof appSettingSchema>;

export const appSettingResponses = {
  ...resourceResponses(appSettingSchema),
  connectionTest: dataOf(connectionTestResultSchema),
};
