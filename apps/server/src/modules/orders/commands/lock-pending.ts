import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { textArray } from '../../../db/sql.ts';
import { LOCKED_ORDER_COLUMNS, toLockedOrder, type LockedOrderRecord } from './lock.ts';

/**
 * The next batch of orders in these statuses (the allocation run's 未引当/一部引当/一部出荷) after
 * the cursor, oldest first, locked. SKIP LOCKED lets concurrent runs share the work instead of
 * queueing behind each other; the orders module owns the lock (decision 041).
 */
export async function lockNextInStatuses(
  tx: Tx,
  scope: OrganisationScope,
  statuses: readonly OrderStatusCode[],
  after: { orderedAt: string; id: number } | undefined,
  limit: number,
) {
  const cursor = after
    ? sql`and (ordered_at, id) > (${after.orderedAt}::timestamptz, ${after.id}::int)`
    : sql``;
  const { rows } = await tx.execute<LockedOrderRecord>(sql`
    select ${LOCKED_ORDER_COLUMNS} from orders
     where ${inScope('orders', scope)} and status = any(${textArray(statuses)}) ${cursor}
     order by orders.ordered_at, orders.id
     limit ${limit}
     for update skip locked`);
  return rows.map(toLockedOrder);
}
