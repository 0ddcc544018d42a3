import type {
  CoolType,
  DeliveryCarrier,
  DeliveryMethod,
  FulfilmentParcelDto,
  FulfilmentSearch,
  FulfilmentStageCounts,
  Page,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, constantList, executePrepared, iso, isoOrNull } from '../../db/sql.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import { readListWindow, type ListRead } from '../lists/list-read.ts';
import {
  keepable,
  keepCounts,
  keepStart,
  keptCounts,
  keptStart,
  stageTag,
  type PageStart,
} from './parcel-kept.ts';

// 出荷作業's list: one row per own-warehouse instruction (parcel) being worked on the shipping
// day, with its order's delivery details and its picking batch.

/** The instruction statuses 出荷作業 lists, and the order status each reads as on the page. */
const PARCEL_STATUSES = {
  accepted: 'instructed',
  working: 'working',
  inspected: 'inspected',
} as const;
type ParcelInstructionStatus = keyof typeof PARCEL_STATUSES;
const INSTRUCTION_STATUS_OF = {
  instructed: 'accepted',
  working: 'working',
  inspected: 'inspected',
} as const satisfies Record<NonNullable<FulfilmentSearch['status']>, ParcelInstructionStatus>;

type ParcelRow = {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  shop_name: string;
  ordered_at: Date | string;
  recipient_name: string;
  prefecture: string;
  status: ParcelInstructionStatus;
  warehouse_id: number;
  warehouse_name: string;
  ship_date: string;
  delivery_method: DeliveryMethod | null;
  delivery_carrier: DeliveryCarrier | null;
  delivery_date: string | null;
  delivery_time_slot: string | null;
  cool_type: CoolType;
  cod_amount: number | null;
  gift: boolean;
  line_count: number;
  quantity_total: number;
  batch_id: number | null;
  batch_number: string | null;
  inspected_at: Date | string | null;
};

// One join (the order); every other value is a subquery of its own. The planner searches the
// orders of a FROM's joins: with shop, warehouse, lines and batch joined as well, planning took
// 35–150 ms a request under load while the window ran in 1–20 (decision 058).
const SELECT = sql`
  select i.id, i.number, i.order_id, o.order_number,
         (select s.name from shops s
           where s.organisation_id = o.organisation_id and s.id = o.shop_id) as shop_name,
         o.ordered_at, o.recipient_name, o.prefecture, i.status, i.warehouse_id,
         (select w.name from warehouses w
           where w.organisation_id = i.organisation_id and w.id = i.warehouse_id) as warehouse_name,
         i.ship_date::text as ship_date, o.delivery_method, o.delivery_carrier,
         o.delivery_date::text as delivery_date, o.delivery_time_slot, o.cool_type, o.cod_amount,
         o.gift, l.line_count, l.quantity_total, b.id as batch_id, b.number as batch_number,
         i.inspected_at
    from shipping_instructions i
    join orders o on o.organisation_id = i.organisation_id and o.id = i.order_id
    cross join lateral (
      select count(*)::int as line_count, coalesce(sum(il.quantity), 0)::int as quantity_total
        from shipping_instruction_lines il where il.instruction_id = i.id) l
    left join lateral (
      select pb.id, pb.number
        from picking_batch_instructions bi
        join picking_batches pb on pb.organisation_id = bi.organisation_id and pb.id = bi.batch_id
       where bi.organisation_id = i.organisation_id and bi.instruction_id = i.id) b on true`;

// The window's ids are read on the instructions alone (ids first): an order's column is a lookup.
const SORTS: Record<FulfilmentSearch['sort'], SQL> = {
  ship_date: sql`i.ship_date`,
  order_number: sql`(select so.order_number from orders so where so.id = i.order_id)`,
  ordered_at: sql`(select so.ordered_at from orders so where so.id = i.order_id)`,
};

// The statuses are written into the text (fixed codes, never input): a prepared statement's
// generic plan can then use the partial index on the open parcels (decision 058).
const OPEN_STATUSES = Object.keys(PARCEL_STATUSES) as ParcelInstructionStatus[];

/** The list's filters; `status` alone left out when the tab counts read every open stage. */
function whereOf(scope: OrganisationScope, search: FulfilmentSearch, everyStage = false) {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  const statuses =
    search.status && !everyStage ? [INSTRUCTION_STATUS_OF[search.status]] : OPEN_STATUSES;
  return allOf([
    inScope('i', scope),
    sql`i.status in (${constantList(statuses)})`,
    sql`exists (select 1 from warehouses ow where ow.organisation_id = i.organisation_id
                   and ow.id = i.warehouse_id and ow.type = 'own')`,
    like
      ? sql`(i.number like ${like} or exists (select 1 from orders ko where ko.id = i.order_id
               and (ko.order_number like ${like} or ko.recipient_name like ${like})))`
      : undefined,
    search.warehouseId ? sql`i.warehouse_id = ${search.warehouseId}` : undefined,
    search.deliveryCarrier
      ? sql`exists (select 1 from orders co where co.id = i.order_id
                     and co.delivery_carrier = ${search.deliveryCarrier})`
      : undefined,
    search.batchId
      ? sql`exists (select 1 from picking_batch_instructions fb
                     where fb.instruction_id = i.id and fb.batch_id = ${search.batchId})`
      : undefined,
    search.shipDate ? sql`i.ship_date = ${search.shipDate}::date` : undefined,
  ]);
}

const toDto = (row: ParcelRow): FulfilmentParcelDto => ({
  instructionId: row.id,
  instructionNumber: row.number,
  orderId: row.order_id,
  orderNumber: row.order_number,
  shopName: row.shop_name,
  orderedAt: iso(row.ordered_at),
  recipientName: row.recipient_name,
  prefecture: row.prefecture,
  status: PARCEL_STATUSES[row.status],
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  shipDate: row.ship_date,
  deliveryMethod: row.delivery_method,
  deliveryCarrier: row.delivery_carrier,
  deliveryDate: row.delivery_date,
  deliveryTimeSlot: row.delivery_time_slot,
  coolType: row.cool_type,
  codAmount: row.cod_amount,
  gift: row.gift,
  lineCount: row.line_count,
  quantityTotal: row.quantity_total,
  batchId: row.batch_id,
  batchNumber: row.batch_number,
  inspectedAt: isoOrNull(row.inspected_at),
});

/** Each open stage's parcels under the list's other filters: one grouped count for the tabs. */
async function stageCounts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: FulfilmentSearch,
): Promise<FulfilmentStageCounts> {
  const { rows } = await executePrepared<{ status: ParcelInstructionStatus; total: number }>(
    db,
    sql`select i.status, count(*)::int as total from shipping_instructions i
         where ${whereOf(scope, search, true)} group by i.status`,
  );
  const counts: FulfilmentStageCounts = { instructed: 0, working: 0, inspected: 0 };
  for (const row of rows) counts[PARCEL_STATUSES[row.status]] = row.total;
  return counts;
}

/** The window's rows from a kept start (no offset walked) or from its offset. */
function windowWhere(scope: OrganisationScope, search: FulfilmentSearch, start?: PageStart) {
  const where = whereOf(scope, search);
  if (!start) return where;
  const after =
    search.direction === 'desc' ? (start.inclusive ? '<=' : '<') : start.inclusive ? '>=' : '>';
  return sql`${where} and (i.ship_date, i.id) ${sql.raw(after)} (${start.shipDate}::date, ${start.id})`;
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
  const list: ListRead<ParcelRow, FulfilmentParcelDto, FulfilmentSearch['sort']> = {
    select: SELECT,
    table: sql`shipping_instructions i`,
    id: sql`i.id`,
    where: windowWhere(scope, search, start),
    sorts: SORTS,
    idsFirst: true,
    prepared: true,
    toDtos: (rows) => rows.map(toDto),
  };
  const window = {
    offset: start ? 0 : offsetOf(search.page, search.perPage),
    limit: search.perPage,
  };
  const kept = tag === null ? undefined : keptCounts(db, scope, search, tag);
  const [data, counts] = await Promise.all([
    readListWindow(db, list, search, window),
    kept ?? stageCounts(db, scope, search),
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
