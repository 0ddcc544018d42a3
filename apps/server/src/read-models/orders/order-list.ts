import {
  ORDER_ACTION_STATUSES,
  ORDER_STATUS_VALUES,
  type OrderCountsDto,
  type OrderDto,
  type OrderSearch,
  type OrderStatusCode,
  type Page,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, iso } from '../../db/sql.ts';
import { readListPage, type ListRead } from '../lists/list-read.ts';

// 引当管理's list: orders with their shop, line totals and warehouses (orders, shops, products,
// warehouses, shipping_instructions). Totals count live (not cancelled) lines only.

export type OrderRowSql = {
  id: number;
  order_number: string;
  shop_id: number;
  shop_code: string;
  shop_name: string;
  ordered_at: Date | string;
  source: OrderDto['source'];
  recipient_name: string;
  prefecture: string;
  postal_mismatch: boolean;
  delivery_date: string | null;
  delivery_time_slot: string | null;
  delivery_method: OrderDto['deliveryMethod'];
  delivery_carrier: OrderDto['deliveryCarrier'];
  status: OrderStatusCode;
  allocation_note: string | null;
  line_count: number;
  quantity_total: number;
  allocated_total: number;
  shipped_total: number;
  amount_total: string | number;
  shipped_on: string | null;
  carrier: string | null;
  tracking_number: string | null;
  warehouse_names: string[] | null;
  merge_candidate: boolean;
  merged_with: string[] | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export const toOrderDto = (row: OrderRowSql): OrderDto => ({
  id: row.id,
  orderNumber: row.order_number,
  shopId: row.shop_id,
  shopCode: row.shop_code,
  shopName: row.shop_name,
  orderedAt: iso(row.ordered_at),
  source: row.source,
  recipientName: row.recipient_name,
  prefecture: row.prefecture,
  postalMismatch: row.postal_mismatch,
  deliveryDate: row.delivery_date,
  deliveryTimeSlot: row.delivery_time_slot,
  deliveryMethod: row.delivery_method,
  deliveryCarrier: row.delivery_carrier,
  status: row.status,
  allocationNote: row.allocation_note,
  lineCount: Number(row.line_count),
  quantityTotal: Number(row.quantity_total),
  allocatedTotal: Number(row.allocated_total),
  shippedTotal: Number(row.shipped_total),
  amountTotal: Number(row.amount_total),
  shippedOn: row.shipped_on,
  carrier: row.carrier,
  trackingNumber: row.tracking_number,
  warehouseNames: row.warehouse_names ?? [],
  mergeCandidate: row.merge_candidate,
  mergedWith: row.merged_with ?? [],
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const MERGEABLE_SQL = sql.raw(
  `(${ORDER_ACTION_STATUSES.merge.map((status) => `'${status}'`).join(', ')})`,
);

export const ORDER_ROW_SELECT = sql`
  select o.id, o.order_number, o.shop_id, s.code as shop_code, s.name as shop_name, o.ordered_at,
         o.source, o.recipient_name, o.prefecture, o.postal_mismatch,
         to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.delivery_time_slot, o.delivery_method,
         o.delivery_carrier, o.status,
         o.allocation_note, coalesce(t.line_count, 0) as line_count,
         coalesce(t.quantity_total, 0) as quantity_total,
         coalesce(t.allocated_total, 0) as allocated_total,
         coalesce(t.shipped_total, 0) as shipped_total, coalesce(t.amount_total, 0) as amount_total,
         to_char(o.shipped_on, 'YYYY-MM-DD') as shipped_on, o.carrier, o.tracking_number,
         (select array_agg(distinct w.name order by w.name)
            from order_allocations a
            join warehouses w on w.organisation_id = a.organisation_id and w.id = a.warehouse_id
           where a.organisation_id = o.organisation_id and a.order_id = o.id
             and a.state = 'active') as warehouse_names,
         -- 同梱候補: another order of the shop to the same recipient, neither instructed yet.
         (o.status in ${MERGEABLE_SQL} and exists (
            select 1 from orders c
             where c.organisation_id = o.organisation_id and c.shop_id = o.shop_id
               and c.recipient_key = o.recipient_key and c.id <> o.id
               and c.status in ${MERGEABLE_SQL}
               and (o.merge_group is null or c.merge_group is distinct from o.merge_group)
               -- A split order (either shipment) is never merged (decision 072).
               and o.split_from_order_id is null and c.split_from_order_id is null
               and not exists (select 1 from orders k where k.organisation_id = o.organisation_id
                                  and k.split_from_order_id in (o.id, c.id))))
           as merge_candidate,
         (select array_agg(m.order_number order by m.id) from orders m
           where m.organisation_id = o.organisation_id and m.merge_group = o.merge_group
             and m.id <> o.id) as merged_with,
         o.version, o.created_at, o.updated_at
    from orders o
    join shops s on s.organisation_id = o.organisation_id and s.id = o.shop_id
    left join lateral (
      select count(*)::int as line_count, sum(l.quantity)::int as quantity_total,
             sum(l.allocated_qty)::int as allocated_total, sum(l.shipped_qty)::int as shipped_total,
             sum((l.quantity - l.cancelled_qty)::bigint * l.unit_price) as amount_total
        from order_lines l
       where l.order_id = o.id and l.cancelled_at is null
    ) t on true`;

export const SORT_COLUMNS: Record<OrderSearch['sort'], SQL> = {
  ordered_at: sql`o.ordered_at`,
  order_number: sql`o.order_number`,
  status: sql`o.status`,
  updated_at: sql`o.updated_at`,
};

/** The filters as SQL; the order date range is of the JST calendar day. */
export function whereOf(
  scope: OrganisationScope,
  search: Partial<OrderSearch>,
  { withStatus = true } = {},
): SQL {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  return allOf([
    inScope('o', scope),
    like
      ? sql`(o.order_number like ${like} or o.recipient_name like ${like}
        or coalesce(o.recipient_kana, '') like ${like})`
      : undefined,
    search.shopId ? sql`o.shop_id = ${search.shopId}` : undefined,
    withStatus && search.status ? sql`o.status = ${search.status}` : undefined,
    search.dateFrom
      ? sql`o.ordered_at >= (${search.dateFrom}::date::timestamp at time zone 'Asia/Tokyo')`
      : undefined,
    search.dateTo
      ? sql`o.ordered_at < ((${search.dateTo}::date + 1)::timestamp at time zone 'Asia/Tokyo')`
      : undefined,
    search.warehouseId
      ? sql`exists (select 1 from order_allocations a
          where a.organisation_id = o.organisation_id and a.order_id = o.id
            and a.warehouse_id = ${search.warehouseId} and a.state <> 'released')`
      : undefined,
    search.productCode
      ? sql`exists (select 1 from order_lines l
          join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
          where l.order_id = o.id and p.product_code = ${search.productCode})`
      : undefined,
    search.syncError
      ? sql`exists (select 1 from shipping_instructions si
          where si.organisation_id = o.organisation_id and si.order_id = o.id
            and si.status = 'sync_error')`
      : undefined,
  ]);
}

const orderList = (
  scope: OrganisationScope,
  search: OrderSearch,
): ListRead<OrderRowSql, OrderDto, OrderSearch['sort']> => ({
  select: ORDER_ROW_SELECT,
  table: sql`orders o`,
  id: sql`o.id`,
  where: whereOf(scope, search),
  sorts: SORT_COLUMNS,
  toDtos: (rows) => rows.map(toOrderDto),
});

export async function searchOrders(
  db: DbOrTx,
  scope: OrganisationScope,
  search: OrderSearch,
): Promise<Page<OrderDto>> {
  return readListPage(db, orderList(scope, search), search);
}

/** The tabs' counts: one grouped query under every filter but the status. */
export async function countOrders(
  db: DbOrTx,
  scope: OrganisationScope,
  search: OrderSearch,
): Promise<OrderCountsDto> {
  const { rows } = await db.execute<{ status: OrderStatusCode; count: number }>(
    sql`select o.status, count(*)::int as count from orders o
         where ${whereOf(scope, search, { withStatus: false })} group by o.status`,
  );
  const counts = ORDER_STATUS_VALUES.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.count ?? 0,
  }));
  return { counts, total: rows.reduce((sum, row) => sum + row.count, 0) };
}
