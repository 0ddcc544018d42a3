import type {
  FulfilmentParcelDto,
  FulfilmentSearch,
  FulfilmentStageCounts,
  Page,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { executePreparedText } from '../../db/sql.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import {
  keepable,
  keepCounts,
  keepStart,
  keptCounts,
  keptStart,
  stageTag,
  type PageStart,
} from './parcel-kept.ts';
import {
  countStatement,
  PARCEL_STATUSES,
  valuesOf,
  windowStatement,
  type ParcelInstructionStatus,
} from './parcel-statements.ts';

// 出荷作業's list: one row per own-warehouse instruction (parcel) being worked on the shipping
// day, with its order's delivery details and its picking batch (parcel-statements.ts).

/** Each open stage's parcels under the list's other filters: one grouped count for the tabs. */
async function stageCounts(
  db: DbOrTx,
  search: FulfilmentSearch,
  values: Record<string, unknown>,
): Promise<FulfilmentStageCounts> {
  const { rows } = await executePreparedText<{ status: ParcelInstructionStatus; total: number }>(
    db,
    countStatement(search),
    values,
  );
  const counts: FulfilmentStageCounts = { instructed: 0, working: 0, inspected: 0 };
  for (const row of rows) counts[PARCEL_STATUSES[row.status]] = row.total;
  return counts;
}

/**
 * 出荷作業's page of parcels (own warehouses only, 出荷指示済 / 出荷作業中 / 検品済) with each
 * stage's count for the tabs: the page's total is read from those. For a filter on the
 * instructions' own columns the counts and where each page starts are kept with the stage tag
 * (parcel-kept.ts), so a page is the tag and its window, seeked from a kept start when there is one.
 */
export async function searchParcels(
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
): Promise<Page<FulfilmentParcelDto> & { counts: FulfilmentStageCounts }> {
  const tag = keepable(search) ? await stageTag(db, scope) : null;
  const seekable = tag !== null && search.sort === 'ship_date';
  const start = seekable ? keptStart(db, scope, search, search.page, tag) : undefined;
  const window = {
    offset: start ? 0 : offsetOf(search.page, search.perPage),
    limit: search.perPage,
  };
  const values = valuesOf(scope, search, start, window);
  const kept = tag === null ? undefined : keptCounts(db, scope, search, tag);
  const [{ rows: data }, counts] = await Promise.all([
    executePreparedText<FulfilmentParcelDto>(db, windowStatement(search, start), values),
    kept ?? stageCounts(db, search, values),
  ]);
  if (tag !== null) {
    if (!kept) keepCounts(db, scope, search, tag, counts);
    if (seekable) keepStarts(db, scope, search, tag, data);
  }
  const total = search.status
    ? counts[search.status]
    : counts.instructed + counts.working + counts.inspected;
  return { ...pageOf(data, total, search.page, search.perPage), counts };
}

/** Where this page starts (its first row) and the next one (after its last), at the tag read. */
function keepStarts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
  tag: string,
  data: FulfilmentParcelDto[],
) {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return;
  const startOf = (row: FulfilmentParcelDto, inclusive: boolean): PageStart => ({
    shipDate: row.shipDate,
    id: row.instructionId,
    inclusive,
  });
  keepStart(db, scope, search, search.page, tag, startOf(first, true));
  if (data.length === search.perPage)
    keepStart(db, scope, search, search.page + 1, tag, startOf(last, false));
}
