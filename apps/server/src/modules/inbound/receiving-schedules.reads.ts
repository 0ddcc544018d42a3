import {
  defaultRangeEnd,
  INBOUND_MESSAGES as M,
  todayJst,
  type Page,
  type ReceivingScheduleDetailDto,
  type ReceivingScheduleDto,
  type ReceivingScheduleSearch,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// The list joins warehouses, vendors, suppliers and products (other modules): plain SQL on their
// table names. Totals count live (not cancelled) lines only.

type ScheduleRow = {
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

const iso = (value: Date | string) => new Date(value).toISOString();

const toDto = (row: ScheduleRow): ReceivingScheduleDto => ({
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

const SELECT = sql`
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
  const parts: SQL[] = [sql`s.organisation_id = ${scope.organisationId}`];
  if (search.number) parts.push(sql`s.number like ${containsPattern(search.number)}`);
  if (search.keyword) {
    const like = containsPattern(search.keyword);
    parts.push(sql`(s.number like ${like} or coalesce(s.note, '') like ${like})`);
  }
  if (search.warehouseId) parts.push(sql`s.warehouse_id = ${search.warehouseId}`);
  if (search.vendorId) parts.push(sql`s.vendor_id = ${search.vendorId}`);
  if (search.supplierId) parts.push(sql`s.supplier_id = ${search.supplierId}`);
  if (search.status) parts.push(sql`s.status = ${search.status}`);
  if (search.dateFrom) parts.push(sql`s.scheduled_date >= ${search.dateFrom}::date`);
  if (search.dateTo) parts.push(sql`s.scheduled_date <= ${search.dateTo}::date`);
  if (search.productCode) {
    parts.push(sql`exists (select 1 from receiving_schedule_lines l
      join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
      where l.schedule_id = s.id and p.product_code = ${search.productCode})`);
  }
  return sql.join(parts, sql` and `);
}

async function readRows(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ReceivingScheduleSearch,
  window: { offset: number; limit: number },
) {
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const order = sql`order by ${SORT_COLUMNS[search.sort]} ${direction}, s.id ${direction}`;
  // The page's ids first, on the schedules alone: the joins and line totals then run for 20 rows,
  // not for every row an offset skips.
  const { rows } = await db.execute<ScheduleRow>(sql`${SELECT}
    where s.id in (select s.id from receiving_schedules s where ${whereOf(scope, search)}
                   ${order} limit ${window.limit} offset ${window.offset})
    ${order}`);
  return rows.map(toDto);
}

export async function searchReceivingSchedules(
  db: DbOrTx,
  scope: OrganisationScope,
  filters: ReceivingScheduleSearch,
): Promise<Page<ReceivingScheduleDto>> {
  const search = withDefaultRange(filters);
  const window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage };
  const [data, counted] = await Promise.all([
    readRows(db, scope, search, window),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from receiving_schedules s where ${whereOf(scope, search)}`,
    ),
  ]);
  return pageOf(data, counted.rows[0]!.total, search.page, search.perPage);
}

export const receivingScheduleExportReader =
  (
    db: DbOrTx,
    scope: OrganisationScope,
    search: ReceivingScheduleSearch,
  ): ChunkReader<ReceivingScheduleDto> =>
  (offset, limit) =>
    readRows(db, scope, withDefaultRange(search), { offset, limit });

/** The detail page: the header, each line's figures and the receipt history (newest first). */
export async function showReceivingSchedule(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<ReceivingScheduleDetailDto> {
  const { rows } = await db.execute<ScheduleRow>(
    sql`${SELECT} where s.organisation_id = ${scope.organisationId} and s.id = ${id}`,
  );
  if (!rows[0]) throw notFound(M.scheduleNotFound);
  const lines = await db.execute<{
    id: number;
    line_number: number;
    product_id: number;
    product_code: string;
    product_name: string;
    jan_code: string | null;
    scheduled_qty: number;
    received_qty: number;
    non_sellable_qty: number;
    cancelled_at: Date | null;
    cancel_reason: string | null;
  }>(sql`select l.id, l.line_number, l.product_id, p.product_code, p.name as product_name,
              p.jan_code, l.scheduled_qty, l.received_qty, l.non_sellable_qty, l.cancelled_at,
              l.cancel_reason
           from receiving_schedule_lines l
           join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
          where l.organisation_id = ${scope.organisationId} and l.schedule_id = ${id}
          order by l.line_number`);
  const receipts = await db.execute<{
    id: number;
    line_id: number;
    line_number: number;
    product_code: string;
    source: 'manual' | 'warehouse';
    source_ref: string;
    received_qty: number;
    non_sellable_qty: number;
    received_at: Date | string;
    user_name: string | null;
  }>(sql`select r.id, r.line_id, l.line_number, p.product_code, r.source, r.source_ref,
              r.received_qty, r.non_sellable_qty, r.received_at, u.name as user_name
           from receipts r
           join receiving_schedule_lines l on l.id = r.line_id
           join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
           left join users u on u.id = r.user_id
          where r.organisation_id = ${scope.organisationId} and r.schedule_id = ${id}
          order by r.received_at desc, r.id desc`);
  return {
    ...toDto(rows[0]),
    lines: lines.rows.map((line) => ({
      id: line.id,
      lineNumber: line.line_number,
      productId: line.product_id,
      productCode: line.product_code,
      productName: line.product_name,
      janCode: line.jan_code,
      scheduledQty: line.scheduled_qty,
      receivedQty: line.received_qty,
      nonSellableQty: line.non_sellable_qty,
      cancelled: line.cancelled_at !== null,
      cancelReason: line.cancel_reason,
    })),
    receipts: receipts.rows.map((receipt) => ({
      id: Number(receipt.id),
      lineId: receipt.line_id,
      lineNumber: receipt.line_number,
      productCode: receipt.product_code,
      source: receipt.source,
      sourceRef: receipt.source_ref,
      receivedQty: receipt.received_qty,
      nonSellableQty: receipt.non_sellable_qty,
      receivedAt: iso(receipt.received_at),
      userName: receipt.user_name,
    })),
  };
}
