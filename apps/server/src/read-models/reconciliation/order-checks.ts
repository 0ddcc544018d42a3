import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { derivedOrderStatus, type OrderFacts } from './order-status-rule.ts';
import { findingOf, type ReconciliationCheck } from './finding.ts';
import type { ReconciliationFinding } from './reconciliation.types.ts';

/** Orders read per statement: each brings its lines and instructions as JSON. */
const ORDERS_PER_BATCH = 5_000;

type OrderRecord = {
  id: number;
  order_number: string;
  status: OrderStatusCode;
  cancelled: boolean;
  instructions: OrderFacts['instructions'];
  lines: [quantity: number, allocatedQty: number, shippedQty: number, cancelledQty: number][];
};

/**
 * Every order's stored status against the one the status rule derives from its live lines and
 * its shipping instructions. The rule is code, not SQL, so the facts come in batches by id.
 */
export const checkOrderStatuses: ReconciliationCheck = async (db, scope) => {
  const findings: ReconciliationFinding[] = [];
  for (let after = 0; ;) {
    const { rows } = await db.execute<OrderRecord>(sql`
      select o.id, o.order_number, o.status, o.cancelled_at is not null as cancelled,
             coalesce((
               select json_agg(json_build_object('status', si.status,
                        'shippedOn', si.shipped_on::text, 'carrier', si.carrier,
                        'trackingNumber', si.tracking_number) order by si.id)
                 from shipping_instructions si
                -- Whose an instruction is: the order's lines it ships (a 同梱 parcel, decision 063).
                where ${inScope('si', scope)} and si.id in (
                  select sil.instruction_id from shipping_instruction_lines sil
                    join order_lines ol on ol.organisation_id = sil.organisation_id
                     and ol.id = sil.order_line_id
                   where ol.organisation_id = o.organisation_id and ol.order_id = o.id)), '[]')
               as instructions,
             coalesce((
               select json_agg(json_build_array(l.quantity, l.allocated_qty, l.shipped_qty, l.cancelled_qty)
                               order by l.line_number)
                 from order_lines l
                where ${inScope('l', scope, sql`l.order_id = o.id and l.cancelled_at is null`)}), '[]') as lines
        from orders o
       where ${inScope('o', scope, sql`o.id > ${after}`)}
       order by o.id limit ${ORDERS_PER_BATCH}`);
    for (const row of rows) {
      const expected = derivedOrderStatus({
        cancelled: row.cancelled,
        instructions: row.instructions,
        lines: row.lines.map(([quantity, allocatedQty, shippedQty, cancelledQty]) => ({
          quantity,
          allocatedQty,
          shippedQty,
          cancelledQty,
        })),
      });
      if (expected === row.status) continue;
      const order = { orderId: row.id, reference: row.order_number };
      findings.push(findingOf('order_status', order, expected, row.status));
    }
    if (rows.length < ORDERS_PER_BATCH) return findings;
    after = rows.at(-1)!.id;
  }
};
