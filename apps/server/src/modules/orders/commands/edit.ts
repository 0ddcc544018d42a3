import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope } from '../../../db/organisation-scope.ts';
import type { StockActor } from '../../stocks/index.ts';
import type { recipientColumnsOf } from '../intake-checks.ts';
import { orderLines } from '../orders.table.ts';
import { cancelOrderLines } from './cancel.ts';
import { heldAllocationsOf } from './held-allocation.ts';
import { releaseAllocations } from './release.ts';
import { refreshOrderStatuses } from './status.ts';

/** An order's new recipient, delivery details and lines (one per product), as 受注編集 saves them. */
export type OrderEdit = {
  columns: ReturnType<typeof recipientColumnsOf>;
  postalMismatch: boolean;
  lines: readonly { productId: number; quantity: number; unitPrice: number }[];
};

type LiveLine = { id: number; product_id: number; quantity: number; line_number: number };

/** Why allocation is given back when the pieces of an order change. */
export const EDIT_RELEASE_NOTE = '受注編集';

/**
 * 受注編集 of an order not yet instructed (the caller holds its lock and checked its status and
 * version): the header is rewritten; when the pieces change (a line added, removed or its
 * quantity changed) everything it holds goes back to stock first, so the caller allocates again.
 * A removed line is cancelled, not deleted: its allocation history stays. Returns whether the
 * pieces changed and whether the order held stock before.
 */
export async function editOrder(tx: Tx, actor: StockActor, orderId: number, edit: OrderEdit) {
  const { scope } = actor;
  const { rows: live } = await tx.execute<LiveLine>(sql`
    select id, product_id, quantity, line_number from order_lines
     where ${inScope('order_lines', scope, sql`order_id = ${orderId}`, sql`cancelled_at is null`)}`);
  const liveByProduct = new Map(live.map((line) => [line.product_id, line]));
  const wanted = new Set(edit.lines.map((line) => line.productId));
  const removed = live.filter((line) => !wanted.has(line.product_id));
  const added = edit.lines.filter((line) => !liveByProduct.has(line.productId));
  const kept = edit.lines.filter((line) => liveByProduct.has(line.productId));
  const piecesChanged =
    removed.length > 0 ||
    added.length > 0 ||
    kept.some((line) => liveByProduct.get(line.productId)!.quantity !== line.quantity);
  const held = piecesChanged ? await heldAllocationsOf(tx, scope, [orderId]) : [];
  await releaseAllocations(
    tx,
    actor,
    held.map((allocation) => ({ allocation })),
    EDIT_RELEASE_NOTE,
  );
  await tx.execute(sql`update orders set
       recipient_name = ${edit.columns.recipientName}, recipient_kana = ${edit.columns.recipientKana},
       postal_code = ${edit.columns.postalCode}, prefecture = ${edit.columns.prefecture},
       city = ${edit.columns.city}, town = ${edit.columns.town}, building = ${edit.columns.building},
       phone = ${edit.columns.phone}, postal_mismatch = ${edit.postalMismatch},
       delivery_date = ${edit.columns.deliveryDate}, delivery_time_slot = ${edit.columns.deliveryTimeSlot},
       delivery_method = ${edit.columns.deliveryMethod}, delivery_carrier = ${edit.columns.deliveryCarrier},
       cool_type = ${edit.columns.coolType}, cod_amount = ${edit.columns.codAmount},
       gift = ${edit.columns.gift}, delivery_note = ${edit.columns.deliveryNote},
       shipping_fee = ${edit.columns.shippingFee}, cod_fee = ${edit.columns.codFee},
       note = ${edit.columns.note}, version = version + 1, updated_at = now()
     where ${inScope('orders', scope, sql`orders.id = ${orderId}`)}`);
  for (const line of kept) {
    const id = liveByProduct.get(line.productId)!.id;
    await tx.execute(sql`update order_lines
         set quantity = ${line.quantity}, unit_price = ${line.unitPrice}
       where ${inScope('order_lines', scope, sql`order_lines.id = ${id}`)}`);
  }
  await cancelOrderLines(
    tx,
    scope,
    removed.map((line) => line.id),
  );
  if (added.length > 0) {
    const { rows } = await tx.execute<{ last: number }>(sql`
      select coalesce(max(line_number), 0)::int as last from order_lines
       where ${inScope('order_lines', scope, sql`order_id = ${orderId}`)}`);
    const last = rows[0]?.last ?? 0;
    await tx.insert(orderLines).values(
      added.map((line, index) => ({
        organisationId: scope.organisationId,
        orderId,
        lineNumber: last + index + 1,
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
    );
  }
  if (piecesChanged)
    await refreshOrderStatuses(
      tx,
      scope,
      [orderId],
      held.length > 0 ? { note: EDIT_RELEASE_NOTE } : undefined,
    );
  return { piecesChanged, heldBefore: held.length > 0 };
}
