import type { ShippingInstructionStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

// What THE order status rule (decision 041) reads of shipping: the orders' instructions, inside the
// orders command's transaction. A read model, as shipping calls the orders commands and orders
// cannot import shipping back (decision 049).

export type StatusInstructionRow = {
  order_id: number;
  status: ShippingInstructionStatusCode;
  shipped_on: string | null;
  carrier: string | null;
  tracking_number: string | null;
};

/** The orders' instructions, oldest first, with the parcel of each shipped one. */
export async function instructionsOfOrders(
  db: DbOrTx,
  scope: OrganisationScope,
  orderIds: readonly number[],
) {
  const { rows } = await db.execute<StatusInstructionRow>(
    sql`select order_id, status, shipped_on::text as shipped_on, carrier, tracking_number
          from shipping_instructions
         where ${inScope('shipping_instructions', scope)} and order_id = any(${intArray(orderIds)})
         order by id`,
  );
  return rows;
}
