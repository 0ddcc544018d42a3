import { SHIPPING_MESSAGES as M, shipDateFor, todayJst } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueProcess } from '../jobs/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { allocationSettingsOf } from '../allocation/index.ts';
import {
  heldAllocationsOfLines,
  refreshOrderStatus,
  releaseAllocations,
  type HeldAllocation,
} from '../orders/index.ts';
import type { ShippingInstructionRow } from './shipping-instructions.table.ts';
import {
  insertInstruction,
  linesOfInstructions,
  nextInstructionNumber,
  updateInstruction,
  type NewInstruction,
} from './shipping.repository.ts';

// The instruction-level steps every action is made of: create (and queue the send), cancel here
// (giving the allocation back), and re-send as a new instruction.

export type ShippingActor = StockActor;

/** Pieces per order line of some allocations, in the lines' order. */
export function linesFrom(allocations: readonly HeldAllocation[]) {
  const byLine = new Map<number, NewInstruction['lines'][number]>();
  for (const allocation of allocations) {
    const line = byLine.get(allocation.orderLineId) ?? {
      orderLineId: allocation.orderLineId,
      productId: allocation.productId,
      quantity: 0,
    };
    line.quantity += allocation.quantity;
    byLine.set(allocation.orderLineId, line);
  }
  return [...byLine.values()].filter((line) => line.quantity > 0);
}

/** A new instruction (未連携 for an external warehouse, 受付済 for an own one). */
export async function createInstruction(
  tx: Tx,
  actor: ShippingActor,
  input: Omit<NewInstruction, 'status' | 'shipDate' | 'createdBy'> & { isOwn: boolean },
) {
  const number = await nextInstructionNumber(tx, actor.scope, todayJst());
  const { cutoffHour } = await allocationSettingsOf(tx, actor.scope);
  const shipDate = shipDateFor(new Date(), cutoffHour);
  return insertInstruction(tx, actor.scope, number, {
    orderId: input.orderId,
    warehouseId: input.warehouseId,
    lines: input.lines,
    status: input.isOwn ? 'accepted' : 'unsynced',
    shipDate,
    createdBy: actor.userId,
  });
}

/** One 出荷指示登録 process per warehouse, its instructions in one request. */
export const enqueueSend = (tx: Tx, actor: ShippingActor, warehouseId: number, ids: number[]) =>
  enqueueProcess(tx, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'shipping_instruction_create',
    payload: { warehouseId, instructionIds: ids },
  });

/** The active allocations an instruction holds: its lines' pieces in its warehouse. */
export async function allocationsOfInstruction(
  tx: Tx,
  actor: ShippingActor,
  row: ShippingInstructionRow,
) {
  const lines = await linesOfInstructions(tx, [row.id]);
  const held = await heldAllocationsOfLines(
    tx,
    actor.scope,
    lines.map((line) => line.orderLineId),
  );
  const allocations = held.filter((allocation) => allocation.warehouseId === row.warehouseId);
  return { lines, allocations };
}

/**
 * Cancels an instruction here and gives its allocation back (the warehouse has nothing of it, or
 * has cancelled it). The order's status follows.
 */
export async function cancelInstructionHere(
  tx: Tx,
  actor: ShippingActor,
  row: ShippingInstructionRow,
  reason: string,
) {
  const { allocations } = await allocationsOfInstruction(tx, actor, row);
  await releaseAllocations(
    tx,
    actor,
    allocations.map((allocation) => ({ allocation })),
    row.number,
  );
  await updateInstruction(tx, row, { status: 'cancelled', cancelReason: reason });
}

/**
 * Re-sends an 出荷不可 instruction as a NEW one (a new number: the warehouse keeps its refusal of
 * the old number, and its idempotency never confuses the two) over what is still allocated; the
 * old one is closed as キャンセル (再送). Queues the send; answers the new instruction.
 */
export async function resendAsNew(tx: Tx, actor: ShippingActor, row: ShippingInstructionRow) {
  const { allocations } = await allocationsOfInstruction(tx, actor, row);
  const lines = linesFrom(allocations);
  if (lines.length === 0) throw new AppError('validation', M.noActiveAllocation);
  const created = await createInstruction(tx, actor, {
    orderId: row.orderId,
    warehouseId: row.warehouseId,
    lines,
    isOwn: false,
  });
  await updateInstruction(tx, row, {
    status: 'cancelled',
    cancelReason: M.cancelledForResend(created.number),
  });
  await enqueueSend(tx, actor, row.warehouseId, [created.id]);
  await refreshOrderStatus(tx, actor.scope, row.orderId);
  return created;
}
