import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import {
  shippingInstructions,
  type ShippingInstructionRow,
} from './shipping-instructions.table.ts';
import type { ShippingActor } from './shipping-instructions.ts';

// 出荷作業 (issue 26): the own warehouse's parcels as the shipping day works them. The shipping
// module owns shipping_instructions, so the fulfilment module changes their status only here.

/** Instructions 出荷作業 may put in a picking batch: 受付済, or already being picked (printed again). */
export const PICKABLE_STATUSES: readonly ShippingInstructionRow['status'][] = [
  'accepted',
  'working',
];

/**
 * ピッキングリスト印刷: the locked 受付済 instructions become 出荷作業中 (version + 1); one already
 * 出荷作業中 stays so. The caller refreshes the orders' statuses.
 */
export async function startPicking(
  tx: Tx,
  actor: ShippingActor,
  rows: readonly ShippingInstructionRow[],
) {
  const accepted = rows.filter((row) => row.status === 'accepted').map((row) => row.id);
  if (accepted.length === 0) return;
  await tx
    .update(shippingInstructions)
    .set({
      status: 'working',
      inspectedAt: null,
      version: sql`${shippingInstructions.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      inScope(
        shippingInstructions.organisationId,
        actor.scope,
        inArray(shippingInstructions.id, accepted),
      ),
    );
}
