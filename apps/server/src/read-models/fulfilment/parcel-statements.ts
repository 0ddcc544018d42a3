import type { FulfilmentSearch } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, preparedScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, constantList, preparedTexts } from '../../db/sql.ts';
import { windowQuery } from '../lists/list-read.ts';
import type { PageStart } from './parcel-kept.ts';

// 出荷作業's parcels list as statements built once per shape (decision 067): which filters are
// set, the stage, the sort and where the page starts decide the text; every value is a
// placeholder. Building the SQL per request cost more of Node's time than the rows did.

/** The instruction statuses 出荷作業 lists, and the order status each reads as on the page. */
export const PARCEL_STATUSES = {
  accepted: 'instructed',
  working: 'working',
  inspected: 'inspected',
} as const;
export type ParcelInstructionStatus = keyof typeof PARCEL_STATUSES;
const INSTRUCTION_STATUS_OF = {
  instructed: 'accepted',
  working: 'working',
  inspected: 'inspected',
} as const satisfies Record<NonNullable<FulfilmentSearch['status']>, ParcelInstructionStatus>;

// The statuses are written into the text (fixed codes, never input): a prepared statement's
// generic plan can then use the partial index on the open parcels (decision 058).
const OPEN_STATUSES = Object.keys(PARCEL_STATUSES) as ParcelInstructionStatus[];

const STATUS_AS_SHOWN = sql.raw(
  `case i.status ${Object.entries(PARCEL_STATUSES)
    .map(([stored, shown]) => `when '${stored}' then '${shown}'`)
    .join(' ')} end`,
);

// The row is the DTO, the page's columns only: PostgreSQL names the fields and maps the status, so
// Node copies nothing per row. One join (the order); every other value is a subquery of its own:
// with shop, warehouse, lines and batch joined as well, planning took 35–150 ms (decision 058).
const SELECT = sql`
  select i.id as "instructionId", i.order_id as "orderId", o.order_number as "orderNumber",
         (select s.name from shops s
           where s.organisation_id = o.organisation_id and s.id = o.shop_id) as "shopName",
         o.recipient_name as "recipientName", o.prefecture, ${STATUS_AS_SHOWN} as status,
         i.warehouse_id as "warehouseId", i.ship_date::text as "shipDate",
         o.delivery_method as "deliveryMethod", o.delivery_carrier as "deliveryCarrier",
         o.delivery_date::text as "deliveryDate", o.delivery_time_slot as "deliveryTimeSlot",
         o.cod_amount as "codAmount", o.gift, l.line_count as "lineCount",
         l.quantity_total as "quantityTotal", b.id as "batchId", b.number as "batchNumber"
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

const value = (name: string) => sql`${sql.placeholder(name)}`;

/** The list's filters; `status` alone left out when the tab counts read every open stage. */
function whereOf(search: FulfilmentSearch, everyStage: boolean) {
  const statuses =
    search.status && !everyStage ? [INSTRUCTION_STATUS_OF[search.status]] : OPEN_STATUSES;
  const like = value('pattern');
  return allOf([
    inScope('i', preparedScope()),
    sql`i.status in (${constantList(statuses)})`,
    sql`exists (select 1 from warehouses ow where ow.organisation_id = i.organisation_id
                   and ow.id = i.warehouse_id and ow.type = 'own')`,
    search.keyword
      ? sql`(i.number like ${like} or exists (select 1 from orders ko where ko.id = i.order_id
               and (ko.order_number like ${like} or ko.recipient_name like ${like})))`
      : undefined,
    search.warehouseId ? sql`i.warehouse_id = ${value('warehouseId')}::int` : undefined,
    search.deliveryCarrier
      ? sql`exists (select 1 from orders co where co.id = i.order_id
                     and co.delivery_carrier = ${value('deliveryCarrier')})`
      : undefined,
    search.batchId
      ? sql`exists (select 1 from picking_batch_instructions fb
                     where fb.instruction_id = i.id and fb.batch_id = ${value('batchId')}::int)`
      : undefined,
    search.shipDate ? sql`i.ship_date = ${value('shipDate')}::date` : undefined,
  ]);
}

/** The window's rows from a kept start (no offset walked) or from its offset. */
function windowWhere(search: FulfilmentSearch, start: PageStart | undefined) {
  const where = whereOf(search, false);
  if (!start) return where;
  const after =
    search.direction === 'desc' ? (start.inclusive ? '<=' : '<') : start.inclusive ? '>=' : '>';
  return sql`${where} and (i.ship_date, i.id) ${sql.raw(after)}
               (${value('startDate')}::date, ${value('startId')}::int)`;
}

// What decides a statement's text, one letter or value each.
const filterKey = (search: FulfilmentSearch) =>
  [search.keyword, search.warehouseId, search.deliveryCarrier, search.batchId, search.shipDate]
    .map((set) => (set ? '1' : '0'))
    .join('');

const windows = preparedTexts();
const counts = preparedTexts();

/** The page's statement for the search's shape (a kept start or its offset), built once. */
export function windowStatement(search: FulfilmentSearch, start: PageStart | undefined) {
  const startKey = start ? (start.inclusive ? 'i' : 'x') : '-';
  const key = `${filterKey(search)}:${search.status ?? ''}:${search.sort}:${search.direction}:${startKey}`;
  return windows(key, () => {
    const list = { select: SELECT, table: sql`shipping_instructions i`, id: sql`i.id` };
    const bounds = { limit: value('limit'), offset: value('offset') };
    const where = windowWhere(search, start);
    return windowQuery({ ...list, where, sorts: SORTS, idsFirst: true }, search, bounds, true);
  });
}

/** Each open stage's parcels under the list's other filters (the tabs), built once per shape. */
export function countStatement(search: FulfilmentSearch) {
  const key = filterKey(search);
  return counts(
    key,
    () => sql`select i.status, count(*)::int as total from shipping_instructions i
               where ${whereOf(search, true)} group by i.status`,
  );
}

/** The placeholders' values of a search (a statement binds those its text names). */
export const valuesOf = (
  scope: OrganisationScope,
  search: FulfilmentSearch,
  start: PageStart | undefined,
  window: { limit: number; offset: number },
) => ({
  organisationId: scope.organisationId,
  pattern: search.keyword ? containsPattern(search.keyword) : null,
  warehouseId: search.warehouseId ?? null,
  deliveryCarrier: search.deliveryCarrier ?? null,
  batchId: search.batchId ?? null,
  shipDate: search.shipDate ?? null,
  startDate: start?.shipDate ?? null,
  startId: start?.id ?? null,
  ...window,
});
