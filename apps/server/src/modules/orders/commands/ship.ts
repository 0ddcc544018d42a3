import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { shipStock, type StockActor } from '../../stocks/index.ts';
import { orderReference, type HeldAllocation } from './held-allocation.ts';

/**
 * Ships allocations whole: each one's stock falls through the stock service (on_hand and
 * allocated), the allocation is 出荷済 and its pieces count as shipped on the line. A part
 * shipment ships the allocations the instruction holds, the rest of the line stays as it is.
 */
export async function shipAllocations(
  tx: Tx,
  actor: StockActor,
  allocations: readonly HeldAllocation[],
  note: string,
  occurredAt?: Date,
) {
  for (const allocation of allocations) {
    await shipStock(tx, actor, allocation.stockId, allocation.quantity, {
      reference: orderReference(allocation.orderId),
      note,
      ...(occurredAt && { occurredAt }),
    });
    await tx.execute(sql`update order_allocations set state = 'shipped', ended_at = now()
                          where id = ${allocation.id} and state = 'active'`);
    await tx.execute(sql`update order_lines set shipped_qty = shipped_qty + ${allocation.quantity}
                          where id = ${allocation.orderLineId}`);
  }
}
