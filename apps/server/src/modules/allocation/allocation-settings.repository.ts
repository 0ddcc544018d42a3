import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allocationSettings, type AllocationSettingsRow } from './allocation-settings.table.ts';

export type SettingsColumns = Pick<
  AllocationSettingsRow,
  | 'method'
  | 'priority'
  | 'allowPartial'
  | 'autoEnabled'
  | 'autoIntervalMinutes'
  | 'cutoffHour'
  | 'expiryWarningDays'
  | 'defaultWarehouseGroupId'
>;

export async function findSettings(db: DbOrTx, scope: OrganisationScope, { lock = false } = {}) {
  const query = db
    .select()
    .from(allocationSettings)
    .where(inScope(allocationSettings.organisationId, scope));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts the organisation's first row; undefined when another request inserted it first. */
export async function insertSettings(tx: Tx, scope: OrganisationScope, values: SettingsColumns) {
  const [row] = await tx
    .insert(allocationSettings)
    .values({ ...values, organisationId: scope.organisationId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateSettings(tx: Tx, scope: OrganisationScope, values: SettingsColumns) {
  const [row] = await tx
    .update(allocationSettings)
    .set({ ...values, version: sql`${allocationSettings.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(allocationSettings.organisationId, scope.organisationId)))
    .returning();
  return row!;
}

/** Organisations whose automatic allocation is on, with their interval. */
export async function autoEnabledSettings(db: DbOrTx) {
  return db
    .select({
      organisationId: allocationSettings.organisationId,
      autoIntervalMinutes: allocationSettings.autoIntervalMinutes,
    })
    .from(allocationSettings)
    .where(eq(allocationSettings.autoEnabled, true));
}
