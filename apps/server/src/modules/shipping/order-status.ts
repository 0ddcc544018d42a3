import type { OrderStatusCode, ShippingInstructionStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';

type InstructionState = {
  status: ShippingInstructionStatusCode;
  shippedOn: string | null;
  carrier: string | null;
  trackingNumber: string | null;
};
type LineState = { quantity: number; allocatedQty: number };

/**
 * An order's status follows from its instructions, else its live lines' allocation (the rule the
 * allocation module keeps too): cancelled → キャンセル; with live instructions: all shipped →
 * 出荷済, any 出荷不可 → 出荷不可, any 出荷保留 → 出荷保留, else 出荷指示済; without: nothing
 * allocated → 未引当, every line whole → 引当済, else 一部引当.
 */
export function orderStatusOf(
  cancelled: boolean,
  instructions: readonly InstructionState[],
  lines: readonly LineState[],
): OrderStatusCode {
  if (cancelled) return 'cancelled';
  const live = instructions.filter((row) => row.status !== 'cancelled');
  if (live.length > 0) {
    if (live.every((row) => row.status === 'shipped')) return 'shipped';
    if (live.some((row) => row.status === 'ng')) return 'ng';
    if (live.some((row) => row.status === 'on_hold')) return 'on_hold';
    return 'instructed';
  }
  if (lines.length === 0 || lines.every((line) => line.allocatedQty === 0)) return 'unallocated';
  return lines.every((line) => line.allocatedQty >= line.quantity) ? 'allocated' : 'partial';
}

/** Sets the order's status (and, once shipped, its 出荷日 / 配送業者 / お荷物伝票番号) from its rows. */
export async function refreshOrderStatus(tx: Tx, scope: OrganisationScope, orderId: number) {
  const { rows: orders } = await tx.execute<{ cancelled_at: Date | null }>(sql`
    select cancelled_at from orders where organisation_id = ${scope.organisationId} and id = ${orderId}`);
  if (!orders[0]) return null;
  const { rows: instructions } = await tx.execute<{
    status: ShippingInstructionStatusCode;
    shipped_on: string | null;
    carrier: string | null;
    tracking_number: string | null;
  }>(sql`select status, shipped_on::text as shipped_on, carrier, tracking_number
           from shipping_instructions
          where organisation_id = ${scope.organisationId} and order_id = ${orderId} order by id`);
  const { rows: lines } = await tx.execute<{ quantity: number; allocated_qty: number }>(sql`
    select quantity, allocated_qty from order_lines
     where organisation_id = ${scope.organisationId} and order_id = ${orderId} and cancelled_at is null`);
  const status = orderStatusOf(
    orders[0].cancelled_at !== null,
    instructions.map((row) => ({
      status: row.status,
      shippedOn: row.shipped_on,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
    })),
    lines.map((line) => ({ quantity: line.quantity, allocatedQty: line.allocated_qty })),
  );
  const shipped = instructions.filter((row) => row.status === 'shipped').at(-1);
  await tx.execute(sql`
    update orders set status = ${status},
           shipped_on = ${status === 'shipped' ? (shipped?.shipped_on ?? null) : null},
           carrier = ${status === 'shipped' ? (shipped?.carrier ?? null) : null},
           tracking_number = ${status === 'shipped' ? (shipped?.tracking_number ?? null) : null},
           version = version + 1, updated_at = now()
     where organisation_id = ${scope.organisationId} and id = ${orderId}`);
  return status;
}
