import {
  checkEndpointUrl,
  CREDENTIALS_BY_KIND,
  REQUIRED_MESSAGE,
  type AppSettingFormValues,
  type AppSettingKind,
  type ConnectionTestResult,
  WAREHOUSE_NOT_FOUND_MESSAGES,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import type { Usage } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { refusalBeforeResolving, type OutboundPolicy } from '../outbound/index.ts';
import { auditedAppSetting, credentialAuditFields, toAppSettingDto } from './app-settings.dto.ts';
import type { AppSettingRow, SealedSecret } from './app-settings.table.ts';
import {
  appSettingRecords,
  findAppSetting,
  saveConnectionTest,
  searchAppSettingRows,
  searchAppSettings,
} from './app-settings.repository.ts';
import type { SecretBox } from './secret-box.ts';

export const APP_SETTING_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.appSetting;

/** Tells whether another record (a warehouse) still uses a setting: the refusal naming it, or null. */
export type AppSettingUsage = Usage;

/**
 * The credentials to store: the kind's keys only; a typed value is sealed, a blank one keeps the
 * stored value, and a key with neither is 必須項目です.
 */
function sealCredentials(
  box: SecretBox,
  values: AppSettingFormValues,
  stored: Record<string, SealedSecret> = {},
): Record<string, SealedSecret> {
  const sealed: Record<string, SealedSecret> = {};
  const missing: Record<string, string[]> = {};
  for (const key of CREDENTIALS_BY_KIND[values.kind]) {
    const typed = values.credentials[key];
    const kept = stored[key];
    if (typed) sealed[key] = box.seal(typed);
    else if (kept) sealed[key] = kept;
    else missing[`credentials.${key}`] = [REQUIRED_MESSAGE];
  }
  if (Object.keys(missing).length > 0) {
    throw new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: missing });
  }
  return sealed;
}

/**
 * Refuses, on its field, a URL no call could go to: plain http where only https is allowed, an IP
 * literal inward and not allow-listed (a name is checked when connecting; decision 035).
 */
function refuseUnreachableEndpoint(endpointUrl: string, outbound: OutboundPolicy) {
  const endpoint = checkEndpointUrl(endpointUrl);
  const refusal = endpoint.ok ? refusalBeforeResolving(outbound, endpoint.url) : null;
  if (!refusal) return;
  throw new AppError('validation', INVALID_INPUT_MESSAGE, {
    fieldErrors: { endpointUrl: [refusal.userMessage] },
  });
}

const invalidKind = (message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { kind: [message] } });

const columnsOf = (values: AppSettingFormValues, credentials: Record<string, SealedSecret>) => ({
  name: values.name,
  kind: values.kind,
  endpointUrl: values.endpointUrl,
  credentials,
  isActive: values.isActive,
});

/** Refuses a kind change a user of the setting cannot follow (an RSL warehouse needs RSL). */
export type AppSettingKindCheck = (
  tx: Tx,
  scope: OrganisationScope,
  appSettingId: number,
  kind: AppSettingKind,
) => Promise<string | null>;

/**
 * 接続テスト of a stored setting: what the user sees, and a failed call's reason for the log only.
 * The warehouse provider runs it; app.ts passes it in, as the provider itself reads settings.
 */
export type SettingConnectionTest = (
  setting: AppSettingRow,
) => Promise<{ check: { succeeded: boolean; message: string }; failure: string | null }>;

export type AppSettingChecks = {
  usages?: readonly AppSettingUsage[];
  kindChecks?: readonly AppSettingKindCheck[];
};

export function appSettingsService(
  db: Database,
  box: SecretBox,
  outbound: OutboundPolicy,
  connectionTest: SettingConnectionTest,
  { usages = [], kindChecks = [] }: AppSettingChecks = {},
) {
  const dto = (row: AppSettingRow) => toAppSettingDto(box, row);
  return {
    ...resourceService(db, {
      notFoundMessage: APP_SETTING_NOT_FOUND,
      ...appSettingRecords,
      page: searchAppSettings,
      rows: searchAppSettingRows,
      toDtos: async (_db, _scope, rows) => rows.map(dto),
      // A kind change must suit the setting's users; credentials are sealed, blank ones kept.
      columns: async (tx, scope, values: AppSettingFormValues, stored) => {
        refuseUnreachableEndpoint(values.endpointUrl, outbound);
        if (stored && values.kind !== stored.kind) {
          for (const check of kindChecks) {
            const refusal = await check(tx, scope, stored.id, values.kind);
            if (refusal) throw invalidKind(refusal);
          }
        }
        return columnsOf(values, sealCredentials(box, values, stored?.credentials));
      },
      audit: {
        resource: 'app_settings',
        view: async (_tx, _scope, row) => auditedAppSetting(row),
        secretFields: (before, after) => credentialAuditFields([before, after]),
      },
      usages,
    }),

    /**
     * Runs the provider's connection check and keeps its result as the setting's last test; a
     * failed call's reason goes to `logFailure` only.
     */
    async connectionTest(
      scope: OrganisationScope,
      id: number,
      logFailure: (reason: string) => void,
    ): Promise<ConnectionTestResult> {
      const setting = await findAppSetting(db, scope, id);
      if (!setting) throw notFound(APP_SETTING_NOT_FOUND);
      const { check, failure } = await connectionTest(setting);
      if (failure) logFailure(failure);
      const testedAt = new Date();
      await saveConnectionTest(db, scope, id, { ...check, testedAt });
      return { ...check, testedAt: testedAt.toISOString() };
    },
  };
}

export type AppSettingsService = ReturnType<typeof appSettingsService>;
