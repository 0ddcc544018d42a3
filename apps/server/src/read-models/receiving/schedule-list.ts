import {
  defaultRangeEnd,
  todayJst,
  type Page,
  type ReceivingScheduleDto,
  type ReceivingScheduleSearch,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, executePrepared, iso } from '../../db/sql.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { keepValue, keptValue } from '../lists/kept-by-tag.ts';
import { readListPage, readListWindow, type ListRead } from '../lists/list-read.ts';

// 入荷予定's list and CSV: schedules with their warehouse, vendor, supplier and line totals
// (receiving_schedules, warehouses, vendors, suppliers, products). Totals count live (not
// cancelled) lines only.

export type ScheduleRow = {
  id: number;
  number: string;
  kind: ReceivingScheduleDto['kind'];
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  warehouse_type: string;
  vendor_id: number | null;
  vendor_name: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  scheduled_date: string;
  carrier: ReceivingScheduleDto['carrier'];
  parcel_count: number | null;
  note: string | null;
  status: ReceivingScheduleDto['status'];
  sync_message: string | null;
  cancel_reason: string | null;
  line_count: number;
  scheduled_total: number;
  received_total: number;
  non_sellable_total: number;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export const toScheduleDto = (row: ScheduleRow): ReceivingScheduleDto => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  warehouseId: row.warehouse_id,
  warehouseCode: row.warehouse_code,
  warehouseName: row.warehouse_name,
  warehouseIsOwn: row.warehouse_type === 'own',
  vendorId: row.vendor_id,
  vendorName: row.vendor_name,
  supplierId: row.supplier_id,
  supplierName: row.supplier_name,
  scheduledDate: row.scheduled_date,
  carrier: row.carrier,
  parcelCount: row.parcel_count,
  note: row.note,
  status: row.status,
  syncMessage: row.sync_message,
  cancelReason: row.cancel_reason,
  lineCount: Number(row.line_count),
  scheduledTotal: Number(row.scheduled_total),
  receivedTotal: Number(row.received_total),
  nonSellableTotal: Number(row.non_sellable_total),
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const SCHEDULE_ROW_SELECT = sql`
  select s.id, s.number, s.kind, s.warehouse_id, w.code as warehouse_code, w.name as warehouse_name,
         w.type as warehouse_type, s.vendor_id, v.name as vendor_name, s.supplier_id,
         su.name as supplier_name, to_char(s.scheduled_date, 'YYYY-MM-DD') as scheduled_date,
         s.carrier, s.parcel_count, s.note, s.status, s.sync_message, s.cancel_reason,
         coalesce(t.line_count, 0) as line_count, coalesce(t.scheduled_total, 0) as scheduled_total,
         coalesce(t.received_total, 0) as received_total,
         coalesce(t.non_sellable_total, 0) as non_sellable_total,
         s.version, s.created_at, s.updated_at
    from receiving_schedules s
    join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id
    left join vendors v on v.id = s.vendor_id
    left join suppliers su on su.organisation_id = s.organisation_id and su.id = s.supplier_id
    left join lateral (
      select count(*)::int as line_count, sum(l.scheduled_qty)::int as scheduled_total,
             sum(l.received_qty)::int as received_total,
             sum(l.non_sellable_qty)::int as non_sellable_total
        from receiving_schedule_lines l
       where l.schedule_id = s.id and l.cancelled_at is null
    ) t on true`;

const SORT_COLUMNS: Record<ReceivingScheduleSearch['sort'], SQL> = {
  scheduled_date: sql`s.scheduled_date`,
  number: sql`s.number`,
  status: sql`s.status`,
  updated_at: sql`s.updated_at`,
};

/** Spec §9: the scheduled-date range defaults to today … +30 days, for the list and its CSV alike. */
const withDefaultRange = (search: ReceivingScheduleSearch): ReceivingScheduleSearch => ({
  ...search,
  dateFrom: search.dateFrom ?? todayJst(),
  dateTo: search.dateTo ?? defaultRangeEnd(),
});

function whereOf(scope: OrganisationScope, search: Partial<ReceivingScheduleSearch>): SQL {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  return allOf([
    inScope('s', scope),
    search.number ? sql`s.number like ${containsPattern(search.number)}` : undefined,
    like ? sql`(s.number like ${like} or coalesce(s.note, '') like ${like})` : undefined,
    search.warehouseId ? sql`s.warehouse_id = ${search.warehouseId}` : undefined,
    search.vendorId ? sql`s.vendor_id = ${search.vendorId}` : undefined,
    search.supplierId ? sql`s.supplier_id = ${search.supplierId}` : undefined,
    search.status ? sql`s.status = ${search.status}` : undefined,
    search.dateFrom ? sql`s.scheduled_date >= ${search.dateFrom}::date` : undefined,
    search.dateTo ? sql`s.scheduled_date <= ${search.dateTo}::date` : undefined,
    search.productCode
      ? sql`exists (select 1 from receiving_schedule_lines l
          join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
          where l.schedule_id = s.id and p.product_code = ${search.productCode})`
      : undefined,
  ]);
}

const scheduleList = (
  scope: OrganisationScope,
  search: ReceivingScheduleSearch,
): ListRead<ScheduleRow, ReceivingScheduleDto, ReceivingScheduleSearch['sort']> => ({
  select: SCHEDULE_ROW_SELECT,
  table: sql`receiving_schedules s`,
  id: sql`s.id`,
  where: whereOf(scope, search),
  sorts: SORT_COLUMNS,
  // The joins and line totals run for the window's 20 rows, not for every row an offset skips.
  idsFirst: true,
  toDtos: (rows) => rows.map(toScheduleDto),
});

/**
 * The organisation's list generation (migration 0059, decision 079): what a kept count is valid
 * at; null before its first schedule. Read before the count kept with it, so a change committed in
 * between moves the tag the count is kept under.
 */
async function listTag(db: DbOrTx, scope: OrganisationScope) {
  const { rows } = await executePrepared<{ generation: string }>(
    db,
    sql`select g.generation::text as generation from receiving_list_generations g
         where ${inScope('g', scope)}`,
  );
  return rows[0]?.generation ?? null;
}

/** A count's key: the organisation and every filter (not the page, its size or its order). */
function countKey(scope: OrganisationScope, search: ReceivingScheduleSearch) {
  const { page: _page, perPage: _perPage, sort: _sort, direction: _direction, ...filters } = search;
  const named = Object.entries(filters).filter(([, value]) => value !== undefined);
  return JSON.stringify(['receiving-count', scope.organisationId, named.sort()]);
}

export async function searchReceivingSchedules(
  db: DbOrTx,
  scope: OrganisationScope,
  filters: ReceivingScheduleSearch,
): Promise<Page<ReceivingScheduleDto>> {
  const search = withDefaultRange(filters);
  const list = scheduleList(scope, search);
  // A product code reads the lines, which the generation does not follow: counted each time.
  const tag = search.productCode ? null : await listTag(db, scope);
  if (!tag) return readListPage(db, list, search);
  const key = countKey(scope, search);
  const page = await readListPage(db, list, search, keptValue<number>(db, key, tag));
  keepValue(db, key, tag, page.total);
  return page;
}

export const receivingScheduleExportReader =
  (
    db: DbOrTx,
    scope: OrganisationScope,
    search: ReceivingScheduleSearch,
  ): ChunkReader<ReceivingScheduleDto> =>
  (offset, limit) =>
    readListWindow(db, scheduleList(scope, withDefaultRange(search)), search, { offset, limit });
