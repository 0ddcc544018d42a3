import { eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { APP_SETTING_SORT_FIELDS, type AppSettingSearch } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pageReader, scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { appSettings, type AppSettingRow } from './app-settings.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

/** The columns a setting is written with (the credentials already sealed). */
export type AppSettingValues = Pick<
  AppSettingRow,
  'name' | 'kind' | 'endpointUrl' | 'credentials' | 'isActive'
>;

// A duplicate name is reported on the name field.
const CONSTRAINT_FIELDS = { app_settings_organisation_name_key: 'name' };
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const appSettingRecords = scopedRecords(appSettings, CONSTRAINT_FIELDS);

export const { find: findAppSetting } = appSettingRecords;

const SORT_COLUMNS = sortColumnsOf(appSettings, APP_SETTING_SORT_FIELDS);

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
export const searchAppSettingRows = appSettingRecords.searcher(searchConditions, SORT_COLUMNS);

/** A page of the list and the count of every match. */
export const searchAppSettings = pageReader(
  searchAppSettingRows,
  appSettingRecords.counter(searchConditions),
);

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
