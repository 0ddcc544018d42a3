import { ORDER_MESSAGES as M, type OrderDetailDto, type SplitShipmentDto } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { iso, isoOrNull } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { returnsOfOrder } from './order-returns.ts';
import { ORDER_ROW_SELECT, toOrderDto, type OrderRowSql } from './order-list.ts';

// The other shipment of a split order (分割, decision 072), as the detail links it.
const SPLIT_SHIPMENT = sql.raw(
  `json_build_object('id', s.id, 'orderNumber', s.order_number, 'status', s.status)`,
);

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
      cool_type: OrderDetailDto['coolType'];
      cod_amount: number | null;
      gift: boolean;
      delivery_note: string | null;
      shipping_fee: number;
      cod_fee: number;
      note: string | null;
      split_from: SplitShipmentDto | null;
      split_into: SplitShipmentDto | null;
    }
  >(sql`select q.*, o.recipient_kana, o.postal_code, o.city, o.town, o.building, o.phone,
               o.cool_type, o.cod_amount, o.gift, o.delivery_note, o.shipping_fee, o.cod_fee,
               o.note,
               (select ${SPLIT_SHIPMENT} from orders s where s.organisation_id = o.organisation_id
                   and s.id = o.split_from_order_id) as split_from,
               (select ${SPLIT_SHIPMENT} from orders s where s.organisation_id = o.organisation_id
                   and s.split_from_order_id = o.id) as split_into
          from (${ORDER_ROW_SELECT} where ${inScope('o', scope, sql`o.id = ${id}`)}) q
          join orders o on o.id = q.id`);
  const row = rows[0];
  if (!row) throw notFound(M.orderNotFound);
  const [lines, allocations, returned] = await Promise.all([
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
            where ${inScope('l', scope, sql`l.order_id = ${id}`)}
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
            where ${inScope('a', scope, sql`a.order_id = ${id}`)}
            order by a.created_at desc, a.id desc`),
    returnsOfOrder(db, scope, id),
  ]);
  return {
    ...toOrderDto(row),
    recipientKana: row.recipient_kana,
    postalCode: row.postal_code,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
    coolType: row.cool_type,
    codAmount: row.cod_amount,
    gift: row.gift,
    deliveryNote: row.delivery_note,
    shippingFee: row.shipping_fee,
    codFee: row.cod_fee,
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
      returnedQty: returned.returnedByLine.get(line.id) ?? 0,
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
      endedAt: isoOrNull(allocation.ended_at),
    })),
    returns: returned.returns,
    splitFrom: row.split_from,
    splitInto: row.split_into,
  };
}
