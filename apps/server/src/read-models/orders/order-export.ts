import {
  DELIVERY_CARRIERS,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  type DeliveryCarrier,
  type DeliveryMethod,
  type OrderSearch,
  type OrderStatusCode,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { SORT_COLUMNS, whereOf } from './order-list.ts';

// 引当管理's CSV: one row per order line (what operators re-use), the orders in the list's order.

/** Orders whose lines are read per query. */
export const EXPORT_ORDERS_PER_CHUNK = 500;

type ExportLineSql = {
  order_number: string;
  shop_name: string;
  ordered_at: string;
  status: OrderStatusCode;
  warehouses: string | null;
  delivery_carrier: DeliveryCarrier | null;
  carrier: string | null;
  delivery_method: DeliveryMethod | null;
  tracking_number: string | null;
  shipped_on: string | null;
  recipient_name: string;
  postal_code: string;
  address: string;
  product_code: string;
  quantity: number;
};

/** One CSV row: an order line with its order's status, delivery and recipient. */
export type OrderExportLine = {
  orderNumber: string;
  shopName: string;
  /** JST, YYYY-MM-DD HH:mm. */
  orderedAt: string;
  status: string;
  warehouses: string;
  carrier: string;
  method: string;
  trackingNumber: string;
  shippedOn: string;
  recipientName: string;
  postalCode: string;
  address: string;
  productCode: string;
  quantity: number;
};

const toExportLine = (row: ExportLineSql): OrderExportLine => ({
  orderNumber: row.order_number,
  shopName: row.shop_name,
  orderedAt: row.ordered_at,
  status: ORDER_STATUSES[row.status].label,
  warehouses: row.warehouses ?? '',
  // The carrier the parcel went with (a warehouse may name its own), else the one chosen.
  carrier: row.carrier ?? (row.delivery_carrier ? DELIVERY_CARRIERS[row.delivery_carrier] : ''),
  method: row.delivery_method ? DELIVERY_METHODS[row.delivery_method] : '',
  trackingNumber: row.tracking_number ?? '',
  shippedOn: row.shipped_on ?? '',
  recipientName: row.recipient_name,
  postalCode: row.postal_code,
  address: row.address,
  productCode: row.product_code,
  quantity: Number(row.quantity),
});

/**
 * The lines of every order the list's filters match, chunk by chunk. The matching ids are read
 * once in the list's order (one scan and sort; 100,000 ids are 0.8 MB), then each chunk's orders
 * and lines by those ids: no chunk re-sorts or skips the orders before it.
 */
export async function* orderExportChunks(
  db: DbOrTx,
  scope: OrganisationScope,
  search: OrderSearch,
  ordersPerChunk = EXPORT_ORDERS_PER_CHUNK,
): AsyncGenerator<OrderExportLine[]> {
  const way = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const { rows: matching } = await db.execute<{ id: number }>(
    sql`select o.id from orders o where ${whereOf(scope, search)}
         order by ${SORT_COLUMNS[search.sort]} ${way}, o.id ${way}`,
  );
  for (let start = 0; start < matching.length; start += ordersPerChunk) {
    const ids = matching.slice(start, start + ordersPerChunk).map((row) => row.id);
    const { rows } = await db.execute<ExportLineSql>(sql`
      select o.order_number, s.name as shop_name,
             to_char(o.ordered_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI') as ordered_at,
             o.status, o.delivery_carrier, o.carrier, o.delivery_method, o.tracking_number,
             to_char(o.shipped_on, 'YYYY-MM-DD') as shipped_on, o.recipient_name, o.postal_code,
             concat_ws(' ', o.prefecture || o.city || coalesce(o.town, ''), o.building) as address,
             p.product_code, l.quantity,
             (select string_agg(distinct w.name, '、')
                from order_allocations a
                join warehouses w on w.organisation_id = a.organisation_id and w.id = a.warehouse_id
               where a.organisation_id = l.organisation_id and a.order_line_id = l.id
                 and a.state <> 'released') as warehouses
        from unnest(${intArray(ids)}) with ordinality as page(id, position)
        join orders o on o.id = page.id
        join shops s on s.organisation_id = o.organisation_id and s.id = o.shop_id
        join order_lines l on l.order_id = o.id
        join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
       where ${inScope('o', scope)}
       order by page.position, l.line_number`);
    if (rows.length > 0) yield rows.map(toExportLine);
  }
}
