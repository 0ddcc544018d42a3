import {
  CREDENTIALS_BY_KIND,
  REQUIRED_MESSAGE,
  type AppSettingDto,
  type AppSettingFormValues,
  type AppSettingKind,
  type AppSettingSearch,
  type ConnectionTestResult,
  type Page,
  WAREHOUSE_NOT_FOUND_MESSAGES,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound, stale } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedAppSetting, credentialAuditFields, toAppSettingDto } from './app-settings.dto.ts';
import type { AppSettingRow, SealedSecret } from './app-settings.table.ts';
import {
  deleteAppSetting,
  findAppSetting,
  insertAppSetting,
  lockAppSetting,
  saveConnectionTest,
  searchAppSettings,
  updateAppSetting,
} from './app-settings.repository.ts';
import { checkConnection } from './connection-check.ts';
import type { SecretBox } from './secret-box.ts';

export const APP_SETTING_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.appSetting;

type Actor = { scope: OrganisationScope; userId: string };

/** Tells whether another record (a warehouse) still uses a setting: the refusal naming it, or null. */
export type AppSettingUsage = (
  tx: Tx,
  scope: OrganisationScope,
  appSettingId: number,
) => Promise<string | null>;

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

const invalidKind = (message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { kind: [message] } });

const columnsOf = (values: AppSettingFormValues, credentials: Record<string, SealedSecret>) => ({
  name: values.name,
  kind: values.kind,
  endpointUrl: values.endpointUrl,
  credentials,
  isActive: values.isActive,
});

function audit(
  tx: Parameters<typeof recordAudit>[0],
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: AppSettingRow | null,
  after: AppSettingRow | null,
) {
  const record = (before ?? after)!;
  return recordAudit(tx, actor.scope, {
    resource: 'app_settings',
    recordId: record.id,
    userId: actor.userId,
    action,
    before: before && auditedAppSetting(before),
    after: after && auditedAppSetting(after),
    secretFields: credentialAuditFields([before, after]),
  });
}

/** Refuses a kind change a user of the setting cannot follow (an RSL warehouse needs RSL). */
export type AppSettingKindCheck = (
  tx: Tx,
  scope: OrganisationScope,
  appSettingId: number,
  kind: AppSettingKind,
) => Promise<string | null>;

export type AppSettingChecks = {
  usages?: readonly AppSettingUsage[];
  kindChecks?: readonly AppSettingKindCheck[];
};

export function appSettingsService(
  db: Database,
  box: SecretBox,
  { usages = [], kindChecks = [] }: AppSettingChecks = {},
) {
  const dto = (row: AppSettingRow) => toAppSettingDto(box, row);
  return {
    async search(scope: OrganisationScope, search: AppSettingSearch): Promise<Page<AppSettingDto>> {
      const { rows, total } = await searchAppSettings(db, scope, search);
      return pageOf(rows.map(dto), total, search.page, search.perPage);
    },

    async show(scope: OrganisationScope, id: number): Promise<AppSettingDto> {
      const row = await findAppSetting(db, scope, id);
      if (!row) throw notFound(APP_SETTING_NOT_FOUND);
      return dto(row);
    },

    async store(actor: Actor, values: AppSettingFormValues): Promise<AppSettingDto> {
      const credentials = sealCredentials(box, values);
      return db.transaction(async (tx) => {
        const created = await insertAppSetting(tx, actor.scope, columnsOf(values, credentials));
        await audit(tx, actor, 'create', null, created);
        return dto(created);
      });
    },

    /** `version` must still be current (optimistic lock): an older one answers 409. */
    async update(
      actor: Actor,
      id: number,
      values: AppSettingFormValues,
      version: number,
    ): Promise<AppSettingDto> {
      return db.transaction(async (tx) => {
        const before = await lockAppSetting(tx, actor.scope, id);
        if (!before) throw notFound(APP_SETTING_NOT_FOUND);
        if (before.version !== version) throw stale();
        if (values.kind !== before.kind) {
          for (const check of kindChecks) {
            const refusal = await check(tx, actor.scope, id, values.kind);
            if (refusal) throw invalidKind(refusal);
          }
        }
        const credentials = sealCredentials(box, values, before.credentials);
        const updated = await updateAppSetting(
          tx,
          actor.scope,
          id,
          columnsOf(values, credentials),
          version,
        );
        if (!updated) throw stale();
        await audit(tx, actor, 'update', before, updated);
        return dto(updated);
      });
    },

    /** Refused while a warehouse uses the setting, naming the warehouse. */
    async destroy(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockAppSetting(tx, actor.scope, id);
        if (!before) throw notFound(APP_SETTING_NOT_FOUND);
        for (const usage of usages) {
          const refusal = await usage(tx, actor.scope, id);
          if (refusal) throw new AppError('conflict', refusal);
        }
        await deleteAppSetting(tx, actor.scope, id);
        await audit(tx, actor, 'delete', before, null);
      });
    },

    /** Runs the provider's connection check and keeps its result as the setting's last test. */
    async connectionTest(scope: OrganisationScope, id: number): Promise<ConnectionTestResult> {
      const setting = await findAppSetting(db, scope, id);
      if (!setting) throw notFound(APP_SETTING_NOT_FOUND);
      const check = await checkConnection(setting);
      const testedAt = new Date();
      await saveConnectionTest(db, scope, id, { ...check, testedAt });
      return { ...check, testedAt: testedAt.toISOString() };
    },
  };
}

export type AppSettingsService = ReturnType<typeof appSettingsService>;
