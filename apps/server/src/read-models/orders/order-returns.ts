import type { OrderReturnDto, ReturnCondition, ReturnReason } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { iso } from '../../db/sql.ts';

/**
 * The returns registered from an order (decision 064), oldest first, with their lines, and the
 * pieces returned per order line (the detail's 返品数).
 */
export async function returnsOfOrder(db: DbOrTx, scope: OrganisationScope, orderId: number) {
  const { rows } = await db.execute<{
    return_id: number;
    return_number: string;
    returned_at: Date | string;
    reason: ReturnReason;
    warehouse_name: string;
    line_id: number;
    order_line_id: number | null;
    line_number: number | null;
    product_code: string;
    product_name: string;
    quantity: number;
    condition: ReturnCondition;
  }>(sql`select r.id as return_id, r.return_number, r.returned_at, r.reason,
              w.name as warehouse_name, cl.id as line_id, cl.order_line_id, l.line_number,
              p.product_code, p.name as product_name, cl.quantity, cl.condition
           from customer_returns r
           join warehouses w on w.organisation_id = r.organisation_id and w.id = r.warehouse_id
           join customer_return_lines cl on cl.organisation_id = r.organisation_id
                                        and cl.return_id = r.id
           join products p on p.organisation_id = cl.organisation_id and p.id = cl.product_id
           left join order_lines l on l.organisation_id = cl.organisation_id
                                  and l.id = cl.order_line_id
          where ${inScope('r', scope, sql`r.order_id = ${orderId}`)}
          order by r.returned_at, r.id, cl.id`);
  const returns = new Map<number, OrderReturnDto>();
  const returnedByLine = new Map<number, number>();
  for (const row of rows) {
    const entry = returns.get(row.return_id) ?? {
      id: row.return_id,
      returnNumber: row.return_number,
      returnedAt: iso(row.returned_at),
      reason: row.reason,
      warehouseName: row.warehouse_name,
      lines: [],
    };
    returns.set(row.return_id, entry);
    entry.lines.push({
      id: row.line_id,
      lineNumber: row.line_number,
      productCode: row.product_code,
      productName: row.product_name,
      quantity: row.quantity,
      condition: row.condition,
    });
    if (row.order_line_id !== null)
      returnedByLine.set(
        row.order_line_id,
        (returnedByLine.get(row.order_line_id) ?? 0) + row.quantity,
      );
  }
  return { returns: [...returns.values()], returnedByLine };
}
