import { INBOUND_MESSAGES as M, type CustomerReturnFormValues } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { lockOrderForReturn } from '../orders/index.ts';
import { refusal } from './inbound-references.ts';
import type { ReturnInput } from './customer-returns.service.ts';

type BoundReturn = Pick<ReturnInput, 'orderId' | 'orderNumber' | 'shopId' | 'lines'>;

/** Pieces already returned per order line (every return bound to them, in any warehouse). */
async function returnedQuantities(tx: Tx, scope: OrganisationScope, orderLineIds: number[]) {
  const { rows } = await tx.execute<{ order_line_id: number; returned: number }>(
    sql`select order_line_id, sum(quantity)::int as returned from customer_return_lines
         where ${inScope('customer_return_lines', scope, sql`order_line_id = any(${intArray(orderLineIds)})`)}
         group by order_line_id`,
  );
  return new Map(rows.map((row) => [row.order_line_id, row.returned]));
}

/**
 * Binds a return to its order (decision 064), in the booking's transaction: under the order's lock
 * every line must be a shipped line of that order, and what it asks, with what earlier returns
 * took, at most what shipped. The order's number and shop replace what the form said. Without an
 * order it is a free-text return and names no order line.
 */
export async function bindToOrder(
  tx: Tx,
  scope: OrganisationScope,
  values: CustomerReturnFormValues,
): Promise<BoundReturn> {
  if (!values.orderId) {
    const bound = values.lines.findIndex((line) => line.orderLineId);
    if (bound >= 0) throw refusal(`lines.${bound}.orderLineId`, M.returnOrderLineWithoutOrder);
    return {
      orderId: null,
      orderNumber: values.orderNumber ?? null,
      shopId: values.shopId ?? null,
      lines: values.lines.map((line) => ({ ...line, orderLineId: null })),
    };
  }
  const locked = await lockOrderForReturn(tx, scope, values.orderId);
  if (!locked) throw notFound(M.returnOrderNotFound);
  if (!locked.lines.some((line) => line.shippedQty > 0))
    throw refusal('orderId', M.returnOrderNotShipped);
  const shipped = new Map(locked.lines.map((line) => [line.id, line]));
  values.lines.forEach((line, index) => {
    if (!line.orderLineId) throw refusal(`lines.${index}.orderLineId`, M.returnOrderLineRequired);
    const orderLine = shipped.get(line.orderLineId);
    if (!orderLine || orderLine.productId !== line.productId || orderLine.shippedQty === 0)
      throw refusal(`lines.${index}.orderLineId`, M.returnOrderLineNotFound);
  });
  const returned = await returnedQuantities(tx, scope, [...shipped.keys()]);
  const asked = new Map<number, number>();
  values.lines.forEach((line, index) => {
    const orderLineId = line.orderLineId!;
    const before = asked.get(orderLineId) ?? 0;
    const left = shipped.get(orderLineId)!.shippedQty - (returned.get(orderLineId) ?? 0) - before;
    if (line.quantity > left)
      throw refusal(`lines.${index}.quantity`, M.overReturn(Math.max(0, left)));
    asked.set(orderLineId, before + line.quantity);
  });
  return {
    orderId: locked.order.id,
    orderNumber: locked.order.orderNumber,
    shopId: locked.order.shopId,
    lines: values.lines.map((line) => ({ ...line, orderLineId: line.orderLineId! })),
  };
}
