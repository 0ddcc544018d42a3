import { asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppSettingSearch, AppSettingSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import { appSettings, type AppSettingRow } from './app-settings.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

/** The columns a setting is written with (the credentials already sealed). */
export type AppSettingValues = Pick<
  AppSettingRow,
  'name' | 'kind' | 'endpointUrl' | 'credentials' | 'isActive'
>;

// A duplicate name is reported on the name field.
const CONSTRAINT_FIELDS = { app_settings_organisation_name_key: 'name' };

const SORT_COLUMNS = {
  name: appSettings.name,
  id: appSettings.id,
  kind: appSettings.kind,
  is_active: appSettings.isActive,
  updated_at: appSettings.updatedAt,
} satisfies Record<AppSettingSortField, unknown>;

function searchConditions(scope: OrganisationScope, search: AppSettingSearch): SQL {
  return inScope(
    appSettings.organisationId,
    scope,
    search.keyword ? ilike(appSettings.name, containsPattern(search.keyword)) : undefined,
    search.kind ? eq(appSettings.kind, search.kind) : undefined,
    typeof search.isActive === 'boolean' ? eq(appSettings.isActive, search.isActive) : undefined,
  );
}

/** Rows of a search in its order (id breaks ties, so pages and export chunks are stable). */
export async function searchAppSettingRows(
  db: DbOrTx,
  scope: OrganisationScope,
  search: AppSettingSearch,
  { offset, limit }: { offset: number; limit: number },
) {
  const order = search.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(appSettings)
    .where(searchConditions(scope, search))
    .orderBy(order(SORT_COLUMNS[search.sort]), asc(appSettings.id))
    .limit(limit)
    .offset(offset);
}

export async function searchAppSettings(
  db: DbOrTx,
  scope: OrganisationScope,
  search: AppSettingSearch,
) {
  const rows = await searchAppSettingRows(db, scope, search, {
    offset: offsetOf(search.page, search.perPage),
    limit: search.perPage,
  });
  const [counted] = await db
    .select({ total: count() })
    .from(appSettings)
    .where(searchConditions(scope, search));
  return { rows, total: counted?.total ?? 0 };
}

export async function findAppSetting(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(inScope(appSettings.organisationId, scope, eq(appSettings.id, id)));
  return row;
}

/** Locks the setting for a write; undefined when the organisation has none with that id. */
export async function lockAppSetting(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(inScope(appSettings.organisationId, scope, eq(appSettings.id, id)))
    .for('update');
  return row;
}

export async function insertAppSetting(
  db: DbOrTx,
  scope: OrganisationScope,
  values: AppSettingValues,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .insert(appSettings)
        .values({ ...values, organisationId: scope.organisationId })
        .returning(),
    CONSTRAINT_FIELDS,
  );
  if (!row) throw new Error('app setting insert returned no row');
  return row;
}

/** Updates only when `version` (if given) is still current; no row back means missing or stale. */
export async function updateAppSetting(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  values: AppSettingValues,
  version?: number,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .update(appSettings)
        .set({ ...values, version: sql`${appSettings.version} + 1`, updatedAt: sql`now()` })
        .where(
          inScope(
            appSettings.organisationId,
            scope,
            eq(appSettings.id, id),
            version === undefined ? undefined : eq(appSettings.version, version),
          ),
        )
        .returning(),
    CONSTRAINT_FIELDS,
  );
  return row;
}

/** Keeps the last connection test's result; the version is left alone (it is not an edit). */
export async function saveConnectionTest(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  result: { succeeded: boolean; message: string; testedAt: Date },
) {
  await db
    .update(appSettings)
    .set({
      lastTestSucceeded: result.succeeded,
      lastTestMessage: result.message,
      lastTestedAt: result.testedAt,
    })
    .where(inScope(appSettings.organisationId, scope, eq(appSettings.id, id)));
}

export async function deleteAppSetting(db: DbOrTx, scope: OrganisationScope, id: number) {
  const deleted = await withDomainErrors(() =>
    db
      .delete(appSettings)
      .where(inScope(appSettings.organisationId, scope, eq(appSettings.id, id)))
      .returning({ id: appSettings.id }),
  );
  return deleted.length > 0;
}

/** Name and kind of the organisation's settings among `ids` (for warehouses that use them). */
export async function appSettingSummaries(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Map<number, { name: string; kind: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appSettings.id, name: appSettings.name, kind: appSettings.kind })
    .from(appSettings)
    .where(inScope(appSettings.organisationId, scope, inArray(appSettings.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, { name: row.name, kind: row.kind }]));
}
