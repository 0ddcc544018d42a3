import {
  ORDER_MESSAGES as M,
  ORDER_STATUS_VALUES,
  type OrderCountsDto,
  type OrderDetailDto,
  type OrderDto,
  type OrderSearch,
  type OrderStatusCode,
  type Page,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// The list joins shops, products and warehouses (other modules): plain SQL on their table names.
// Totals count live (not cancelled) lines only.

type OrderRowSql = {
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
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toDto = (row: OrderRowSql): OrderDto => ({
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
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const SELECT = sql`
  select o.id, o.order_number, o.shop_id, s.code as shop_code, s.name as shop_name, o.ordered_at,
         o.source, o.recipient_name, o.prefecture, o.postal_mismatch,
         to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.delivery_time_slot, o.status,
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

const SORT_COLUMNS: Record<OrderSearch['sort'], SQL> = {
  ordered_at: sql`o.ordered_at`,
  order_number: sql`o.order_number`,
  status: sql`o.status`,
  updated_at: sql`o.updated_at`,
};

/** The filters as SQL; the order date range is of the JST calendar day. */
function whereOf(
  scope: OrganisationScope,
  search: Partial<OrderSearch>,
  { withStatus = true } = {},
): SQL {
  const parts: SQL[] = [sql`o.organisation_id = ${scope.organisationId}`];
  if (search.keyword) {
    const like = containsPattern(search.keyword);
    parts.push(sql`(o.order_number like ${like} or o.recipient_name like ${like}
      or coalesce(o.recipient_kana, '') like ${like})`);
  }
  if (search.shopId) parts.push(sql`o.shop_id = ${search.shopId}`);
  if (withStatus && search.status) parts.push(sql`o.status = ${search.status}`);
  if (search.dateFrom)
    parts.push(
      sql`o.ordered_at >= (${search.dateFrom}::date::timestamp at time zone 'Asia/Tokyo')`,
    );
  if (search.dateTo)
    parts.push(
      sql`o.ordered_at < ((${search.dateTo}::date + 1)::timestamp at time zone 'Asia/Tokyo')`,
    );
  if (search.warehouseId) {
    parts.push(sql`exists (select 1 from order_allocations a
      where a.organisation_id = o.organisation_id and a.order_id = o.id
        and a.warehouse_id = ${search.warehouseId} and a.state <> 'released')`);
  }
  if (search.productCode) {
    parts.push(sql`exists (select 1 from order_lines l
      join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
      where l.order_id = o.id and p.product_code = ${search.productCode})`);
  }
  if (search.syncError) {
    parts.push(sql`exists (select 1 from shipping_instructions si
      where si.organisation_id = o.organisation_id and si.order_id = o.id
        and si.status = 'sync_error')`);
  }
  return sql.join(parts, sql` and `);
}

export async function searchOrders(
  db: DbOrTx,
  scope: OrganisationScope,
  search: OrderSearch,
): Promise<Page<OrderDto>> {
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = whereOf(scope, search);
  const [data, counted] = await Promise.all([
    db.execute<OrderRowSql>(sql`${SELECT} where ${where}
      order by ${SORT_COLUMNS[search.sort]} ${direction}, o.id ${direction}
      limit ${search.perPage} offset ${offsetOf(search.page, search.perPage)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from orders o where ${where}`),
  ]);
  return pageOf(data.rows.map(toDto), counted.rows[0]!.total, search.page, search.perPage);
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

/** The detail: the header, each line's figures and every allocation decision (newest first). */
export async function showOrder(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<OrderDetailDto> {
  const { rows } = await db.execute<
    OrderRowSql & {
      recipient_kana: string | null;
      postal_code: string;
      city: string;
      town: string | null;
      building: string | null;
      phone: string;
      note: string | null;
    }
  >(sql`select q.*, o.recipient_kana, o.postal_code, o.city, o.town, o.building, o.phone, o.note
          from (${SELECT} where o.organisation_id = ${scope.organisationId} and o.id = ${id}) q
          join orders o on o.id = q.id`);
  const row = rows[0];
  if (!row) throw notFound(M.orderNotFound);
  const [lines, allocations] = await Promise.all([
    db.execute<{
      id: number;
      line_number: number;
      product_id: number;
      product_code: string;
      product_name: string;
      quantity: number;
      unit_price: number;
      allocated_qty: number;
      shipped_qty: number;
      cancelled_qty: number;
      cancel_reason: string | null;
      cancelled_at: Date | null;
    }>(sql`select l.id, l.line_number, l.product_id, p.product_code, p.name as product_name,
                l.quantity, l.unit_price, l.allocated_qty, l.shipped_qty, l.cancelled_qty,
                l.cancel_reason, l.cancelled_at
             from order_lines l
             join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
            where l.organisation_id = ${scope.organisationId} and l.order_id = ${id}
            order by l.line_number`),
    db.execute<{
      id: number | string;
      order_line_id: number;
      line_number: number;
      product_code: string;
      warehouse_id: number;
      warehouse_name: string;
      quantity: number;
      method: OrderDetailDto['allocations'][number]['method'];
      priority: OrderDetailDto['allocations'][number]['priority'];
      rank: number;
      reason: string;
      state: OrderDetailDto['allocations'][number]['state'];
      created_at: Date | string;
      ended_at: Date | string | null;
    }>(sql`select a.id, a.order_line_id, l.line_number, p.product_code, a.warehouse_id,
                w.name as warehouse_name, a.quantity, a.method, a.priority, a.rank, a.reason,
                a.state, a.created_at, a.ended_at
             from order_allocations a
             join order_lines l on l.id = a.order_line_id
             join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
             join warehouses w on w.organisation_id = a.organisation_id and w.id = a.warehouse_id
            where a.organisation_id = ${scope.organisationId} and a.order_id = ${id}
            order by a.created_at desc, a.id desc`),
  ]);
  return {
    ...toDto(row),
    recipientKana: row.recipient_kana,
    postalCode: row.postal_code,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
    note: row.note,
    lines: lines.rows.map((line) => ({
      id: line.id,
      lineNumber: line.line_number,
      productId: line.product_id,
      productCode: line.product_code,
      productName: line.product_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      allocatedQty: line.allocated_qty,
      shippedQty: line.shipped_qty,
      cancelledQty: line.cancelled_qty,
      cancelReason: line.cancel_reason,
      // 再引当待ち: owed, not allocated yet (a cancelled line owes nothing).
      backorderedQty:
        line.cancelled_at === null
          ? Math.max(0, line.quantity - line.cancelled_qty - line.allocated_qty)
          : 0,
      cancelled: line.cancelled_at !== null,
    })),
    allocations: allocations.rows.map((allocation) => ({
      id: Number(allocation.id),
      orderLineId: allocation.order_line_id,
      lineNumber: allocation.line_number,
      productCode: allocation.product_code,
      warehouseId: allocation.warehouse_id,
      warehouseName: allocation.warehouse_name,
      quantity: allocation.quantity,
      method: allocation.method,
      priority: allocation.priority,
      rank: allocation.rank,
      reason: allocation.reason,
      state: allocation.state,
      createdAt: iso(allocation.created_at),
      endedAt: allocation.ended_at === null ? null : iso(allocation.ended_at),
    })),
  };
}
