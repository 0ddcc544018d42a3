import type { CustomerReturnFormValues } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import type { SweepContext } from './sweep-plan.ts';

/**
 * What a valid-shaped return answers once its warehouse, shop and products passed (decision 064):
 * free text names no order line; from an order, 404 when the order is not the caller's, 422 when
 * nothing shipped, a line is not a shipped line of it, or a quantity passes shipped − returned.
 */
export async function returnBindingStatus(
  context: SweepContext,
  value: CustomerReturnFormValues,
): Promise<201 | 404 | 422> {
  if (!value.orderId) return value.lines.some((line) => line.orderLineId) ? 422 : 201;
  const db = context.client.app.db;
  const { rows: found } = await db.execute(
    sql`select 1 from orders o where ${inScope('o', context.scope, sql`o.id = ${value.orderId}`)}`,
  );
  if (found.length === 0) return 404;
  const { rows: lines } = await db.execute<{ id: number; product_id: number; left: number }>(
    sql`select l.id, l.product_id, l.shipped_qty - coalesce((select sum(cl.quantity)
              from customer_return_lines cl where cl.order_line_id = l.id), 0)::int as left
          from order_lines l
         where ${inScope('l', context.scope, sql`l.order_id = ${value.orderId} and l.shipped_qty > 0`)}`,
  );
  if (lines.length === 0) return 422;
  const left = new Map(lines.map((line) => [line.id, line]));
  for (const line of value.lines) {
    const shipped = line.orderLineId ? left.get(line.orderLineId) : undefined;
    if (!shipped || shipped.product_id !== line.productId || line.quantity > shipped.left)
      return 422;
    shipped.left -= line.quantity;
  }
  return 201;
}
