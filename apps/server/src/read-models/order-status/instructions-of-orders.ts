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
  // An instruction is an order's when it ships the order's lines: a 同梱 parcel is each of its
  // orders' (decision 063); its own order_id names only the order the warehouse knows it by.
  const { rows } = await db.execute<StatusInstructionRow>(
    sql`select m.order_id, si.status, si.shipped_on::text as shipped_on, si.carrier,
               si.tracking_number
          from shipping_instructions si
          join (select distinct sil.instruction_id, ol.order_id
                  from order_lines ol
                  join shipping_instruction_lines sil
                    on sil.organisation_id = ol.organisation_id and sil.order_line_id = ol.id
                 where ${inScope('ol', scope)} and ol.order_id = any(${intArray(orderIds)})) m
            on m.instruction_id = si.id
         where ${inScope('si', scope)}
         order by si.id`,
  );
  return rows;
}
