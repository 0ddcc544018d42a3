import {
  ALLOCATION_MESSAGES as M,
  ALLOCATION_SETTINGS_RECORD_ID,
  type AllocationSettingsDto,
  type AllocationSettingsUpdateValues,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, stale } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { findGroup } from '../warehouse-groups/index.ts';
import type { StockActor } from '../stocks/index.ts';
import {
  findSettings,
  insertSettings,
  updateSettings,
  type SettingsColumns,
} from './allocation-settings.repository.ts';
import type { AllocationSettingsRow } from './allocation-settings.table.ts';

/** What an organisation without a saved row runs on (the table's defaults). */
export const DEFAULT_ALLOCATION_SETTINGS: SettingsColumns = {
  method: 'order',
  priority: 'group_order',
  allowPartial: false,
  autoEnabled: false,
  autoIntervalMinutes: 30,
  cutoffHour: 13,
  expiryWarningDays: 30,
  defaultWarehouseGroupId: null,
};

export type AllocationSettings = SettingsColumns & { version: number; updatedAt: Date | null };

const columnsOf = (row: SettingsColumns): SettingsColumns => ({
  method: row.method,
  priority: row.priority,
  allowPartial: row.allowPartial,
  autoEnabled: row.autoEnabled,
  autoIntervalMinutes: row.autoIntervalMinutes,
  cutoffHour: row.cutoffHour,
  expiryWarningDays: row.expiryWarningDays,
  defaultWarehouseGroupId: row.defaultWarehouseGroupId,
});

const settingsOf = (row: AllocationSettingsRow | undefined): AllocationSettings =>
  row
    ? { ...columnsOf(row), version: row.version, updatedAt: row.updatedAt }
    : { ...DEFAULT_ALLOCATION_SETTINGS, version: 0, updatedAt: null };

/** The organisation's settings, or the defaults when it never saved any. */
export async function allocationSettingsOf(
  db: DbOrTx,
  scope: OrganisationScope,
): Promise<AllocationSettings> {
  return settingsOf(await findSettings(db, scope));
}

export const toSettingsDto = (settings: AllocationSettings): AllocationSettingsDto => ({
  ...columnsOf(settings),
  version: settings.version,
  updatedAt: settings.updatedAt?.toISOString() ?? null,
});

/** Saves the settings at the version the form loaded (0 = still the defaults); audited. */
export async function saveAllocationSettings(
  db: Database,
  actor: StockActor,
  { version, ...values }: AllocationSettingsUpdateValues,
): Promise<AllocationSettingsDto> {
  const { scope } = actor;
  if (values.defaultWarehouseGroupId !== null) {
    if (!(await findGroup(db, scope, values.defaultWarehouseGroupId))) {
      throw new AppError('validation', INVALID_INPUT_MESSAGE, {
        fieldErrors: { defaultWarehouseGroupId: [M.groupNotFound] },
      });
    }
  }
  const saved = await withDomainErrors(
    () =>
      db.transaction(async (tx) => {
        const stored = await findSettings(tx, scope, { lock: true });
        if ((stored?.version ?? 0) !== version) throw stale();
        const row = stored
          ? await updateSettings(tx, scope, values)
          : await insertSettings(tx, scope, values);
        if (!row) throw stale();
        await recordAudit(tx, scope, {
          resource: 'allocation_settings',
          recordId: ALLOCATION_SETTINGS_RECORD_ID,
          userId: actor.userId,
          action: stored ? 'update' : 'create',
          before: stored ? columnsOf(stored) : null,
          after: columnsOf(row),
        });
        return row;
      }),
    { allocation_settings_group_fk: 'defaultWarehouseGroupId' },
  );
  return toSettingsDto(settingsOf(saved));
}
