import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { OrganisationScope } from '../../../db/organisation-scope.ts';
import { intArray } from './order-ids.ts';

/** Cancels order lines (their allocations are released by the caller first). */
export async function cancelOrderLines(
  tx: Tx,
  scope: OrganisationScope,
  lineIds: readonly number[],
) {
  if (lineIds.length === 0) return;
  await tx.execute(sql`update order_lines set cancelled_at = now()
     where organisation_id = ${scope.organisationId} and id = any(${intArray(lineIds)}::int[])
       and cancelled_at is null`);
}

/** Marks the order キャンセル (its status follows through refreshOrderStatus). */
export async function cancelOrder(tx: Tx, scope: OrganisationScope, orderId: number) {
  await tx.execute(sql`update orders set cancelled_at = coalesce(cancelled_at, now())
     where organisation_id = ${scope.organisationId} and id = ${orderId}`);
}
