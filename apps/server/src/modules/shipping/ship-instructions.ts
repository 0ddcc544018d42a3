import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import { rowsAsArrays } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import { heldAllocationsOfLines, shipAllocationGroups } from '../orders/index.ts';
import type { ShippingActor } from './shipping-instructions.ts';
import type { ShippingInstructionRow } from './shipping-instructions.table.ts';
import { linesOfInstructions, updateInstruction } from './shipping.repository.ts';

// Own-warehouse parcels: 検品済 and 出荷済, one or thousands (伝票番号の取込) at a time.

/** What a parcel shipped with. */
export type Parcel = {
  shippedOn: string;
  carrier: string;
  trackingNumber: string;
  shippedAt: Date;
};

/** 検品済: every piece was scanned against the lines. The caller holds the row's lock. */
export const inspectInstruction = (tx: Tx, row: ShippingInstructionRow) =>
  updateInstruction(tx, row, { status: 'inspected', inspectedAt: new Date() });

/**
 * Ships instructions: their allocations go out through the stock service (one pass for them all)
 * and each parcel is recorded. Exactly once: the caller holds the rows' locks and none is shipped.
 */
export async function shipInstructions(
  tx: Tx,
  actor: ShippingActor,
  shipments: readonly { row: ShippingInstructionRow; parcel: Parcel }[],
) {
  if (shipments.length === 0) return;
  const lines = await linesOfInstructions(
    tx,
    shipments.map(({ row }) => row.id),
  );
  // By the lines, not the order: a 同梱 parcel ships every order's pieces it holds (decision 063).
  const held = await heldAllocationsOfLines(
    tx,
    actor.scope,
    lines.map((line) => line.orderLineId),
  );
  const linesOf = new Map<number, Set<number>>();
  for (const line of lines) {
    const mine = linesOf.get(line.instructionId) ?? new Set<number>();
    mine.add(line.orderLineId);
    linesOf.set(line.instructionId, mine);
  }
  await shipAllocationGroups(
    tx,
    actor,
    shipments.map(({ row, parcel }) => ({
      allocations: held.filter(
        (allocation) =>
          allocation.warehouseId === row.warehouseId &&
          linesOf.get(row.id)?.has(allocation.orderLineId),
      ),
      note: row.number,
      occurredAt: parcel.shippedAt,
    })),
  );
  const values = rowsAsArrays(
    shipments,
    [
      { name: 'id', type: 'int4', value: (s) => s.row.id },
      { name: 'shipped_on', type: 'text', value: (s) => s.parcel.shippedOn },
      { name: 'carrier', type: 'text', value: (s) => s.parcel.carrier },
      { name: 'tracking_number', type: 'text', value: (s) => s.parcel.trackingNumber },
      { name: 'shipped_at', type: 'text', value: (s) => s.parcel.shippedAt.toISOString() },
    ],
    'p',
  );
  await tx.execute(sql`
    update shipping_instructions si
       set status = 'shipped', shipped_on = p.shipped_on::date, carrier = p.carrier,
           tracking_number = p.tracking_number, shipped_at = p.shipped_at::timestamptz,
           sync_message = null, version = si.version + 1, updated_at = now()
      from ${values}
     where si.id = p.id
       and ${inScope('si', actor.scope, sql`si.id = any(${intArray(shipments.map(({ row }) => row.id))})`)}`);
}

/** Ships one instruction (see shipInstructions). */
export const shipInstruction = (
  tx: Tx,
  actor: ShippingActor,
  row: ShippingInstructionRow,
  parcel: Parcel,
) => shipInstructions(tx, actor, [{ row, parcel }]);
