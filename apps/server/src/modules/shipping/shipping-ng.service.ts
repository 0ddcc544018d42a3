import {
  SHIPPING_MESSAGES as M,
  type ShippingActionResult,
  type ShippingNgAddressValues,
  type ShippingNgCancelLinesValues,
  type ShippingNgReduceValues,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound, stale } from '../../http/app-error.ts';
import {
  cancelLineRests,
  cancelOrderLines,
  fixRecipient,
  refreshOrderStatus,
  releaseAllocations,
  type Release,
} from '../orders/index.ts';
import {
  allocationsOfInstruction,
  cancelInstructionHere,
  resendAsNew,
  type ShippingActor,
} from './shipping-instructions.ts';
import { lockInstruction } from './shipping.repository.ts';

// The 出荷不可リスト's fixes: each acts on one 出荷不可 instruction at the version the page loaded,
// gives back what will not ship, and re-sends the rest as a new instruction.

const stateRefusal = (message: string) => new AppError('validation', message);
const fieldRefusal = (field: string, message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });

async function lockedNg(tx: Tx, actor: ShippingActor, id: number, version: number) {
  const row = await lockInstruction(tx, actor.scope, id);
  if (!row) throw notFound(M.instructionNotFound);
  if (row.version !== version) throw stale();
  if (row.status !== 'ng') throw stateRefusal(M.notNg);
  return row;
}

const resent = (number: string): ShippingActionResult => ({
  message: M.resent(number),
  changed: 1,
  skipped: [],
});

/**
 * 出荷可能数で再送 (在庫不足): each short line shrinks to what the warehouse can ship — the rest of
 * its allocation is given back (a line it cannot ship at all is left out) — and the rest is re-sent.
 * The pieces left out are decided: 再引当待ち (allocated again by the next run once stock is there,
 * shipped as another instruction of the order), or cancelled with the operator's reason.
 */
export async function reduceAndResend(
  db: Database,
  actor: ShippingActor,
  id: number,
  values: ShippingNgReduceValues,
) {
  return db.transaction(async (tx) => {
    const row = await lockedNg(tx, actor, id, values.version);
    if (row.ngReason !== '在庫不足') throw stateRefusal(M.notShort);
    const { lines, allocations } = await allocationsOfInstruction(tx, actor, row);
    const shippable = lines.reduce((sum, line) => sum + (line.shippableQuantity ?? 0), 0);
    if (shippable === 0) throw stateRefusal(M.nothingShippable);
    const releases: Release[] = [];
    for (const line of lines) {
      let excess = line.quantity - Math.min(line.quantity, line.shippableQuantity ?? line.quantity);
      for (const allocation of allocations.filter((a) => a.orderLineId === line.orderLineId)) {
        if (excess <= 0) break;
        const given = Math.min(excess, allocation.quantity);
        releases.push({ allocation, quantity: given });
        excess -= given;
      }
    }
    await releaseAllocations(tx, actor, releases, row.number);
    if (values.rest === 'cancel')
      await cancelLineRests(
        tx,
        actor.scope,
        releases.map((release) => ({
          orderLineId: release.allocation.orderLineId,
          quantity: release.quantity ?? release.allocation.quantity,
        })),
        values.restCancelReason ?? '',
      );
    return resent((await resendAsNew(tx, actor, row)).number);
  });
}

/** 住所を修正して再送: the order's お届け先 is corrected, then the instruction re-sent. */
export async function fixAddressAndResend(
  db: Database,
  actor: ShippingActor,
  id: number,
  values: ShippingNgAddressValues,
) {
  return db.transaction(async (tx) => {
    const row = await lockedNg(tx, actor, id, values.version);
    await fixRecipient(tx, actor.scope, row.orderId, {
      recipientName: values.recipientName,
      postalCode: values.postalCode,
      prefecture: values.prefecture,
      city: values.city,
      town: values.town,
      building: values.building ?? null,
      phone: values.phone,
    });
    return resent((await resendAsNew(tx, actor, row)).number);
  });
}

/** 明細キャンセル: the chosen lines are cancelled on the order and given back; the rest re-sent. */
export async function cancelLinesAndResend(
  db: Database,
  actor: ShippingActor,
  id: number,
  values: ShippingNgCancelLinesValues,
) {
  return db.transaction(async (tx) => {
    const row = await lockedNg(tx, actor, id, values.version);
    const { lines, allocations } = await allocationsOfInstruction(tx, actor, row);
    const chosen = [...new Set(values.lineIds)];
    chosen.forEach((lineId, index) => {
      if (!lines.some((line) => line.id === lineId))
        throw fieldRefusal(`lineIds.${index}`, M.lineNotFound);
    });
    if (chosen.length >= lines.length) throw stateRefusal(M.allLinesCancelled);
    const orderLineIds = lines.filter((l) => chosen.includes(l.id)).map((l) => l.orderLineId);
    await releaseAllocations(
      tx,
      actor,
      allocations
        .filter((a) => orderLineIds.includes(a.orderLineId))
        .map((allocation) => ({ allocation })),
      row.number,
    );
    await cancelOrderLines(tx, actor.scope, orderLineIds);
    return resent((await resendAsNew(tx, actor, row)).number);
  });
}

/**
 * 出荷指示キャンセル: the instruction is closed and its allocation given back; the order goes back
 * to 未引当 (or what its other instructions say), to be allocated again or cancelled.
 */
export async function cancelNgInstruction(
  db: Database,
  actor: ShippingActor,
  id: number,
  version: number,
): Promise<ShippingActionResult> {
  return db.transaction(async (tx) => {
    const row = await lockedNg(tx, actor, id, version);
    await cancelInstructionHere(tx, actor, row, M.ngCancelled);
    await refreshOrderStatus(tx, actor.scope, row.orderId);
    return { message: `出荷指示 ${row.number} をキャンセルしました。`, changed: 1, skipped: [] };
  });
}
