import { randomUUID } from 'node:crypto';
import {
  INBOUND_MESSAGES as M,
  LOCATION_MESSAGES,
  type ReceivingScheduleDetailDto,
  type ReceivingScheduleReceiveValues,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { lotManagedProductIds } from '../products/index.ts';
import { locationFacts } from '../locations/index.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { findInboundWarehouse, lotFor, refusal } from './inbound-references.ts';
import { bookReceipt, refreshScheduleStatus } from './receipts.ts';
import { showReceivingSchedule } from '../../read-models/receiving/index.ts';
import { linesOf, lockSchedule } from './receiving-schedules.repository.ts';
import {
  enqueueSend,
  lockedAt,
  stateRefusal,
  type InboundActor,
} from './receiving-schedules.service.ts';

// The schedule's actions beside its edits: typed receipts (own warehouses), re-send and 結果取得.

/**
 * 入荷登録 (own warehouse): one receipt per line at the version the page loaded (so two racing
 * receipts cannot both land: the second is a 409); over the plan only when confirmed.
 */
export async function receiveReceivingSchedule(
  db: Database,
  actor: InboundActor,
  id: number,
  values: ReceivingScheduleReceiveValues,
): Promise<ReceivingScheduleDetailDto> {
  await db.transaction(async (tx) => {
    const row = await lockedAt(tx, actor, id, values.version);
    if (row.status === 'cancelled') throw stateRefusal(M.cancelledSchedule);
    const warehouse = await findInboundWarehouse(tx, actor.scope, row.warehouseId);
    if (!warehouse?.isOwn) throw stateRefusal(M.notOwnWarehouse);
    const lines = await linesOf(tx, id);
    const sourceRef = `manual:${randomUUID()}`;
    const lotProducts = await lotManagedProductIds(
      tx,
      actor.scope,
      lines.map((line) => line.productId),
    );
    // A line may come several times (one entry per lot): each entry is its own receipt, and the
    // over-plan check counts what the earlier entries of this request booked.
    const booked = new Map<number, number>();
    const shelves = await locationFacts(
      tx,
      actor.scope,
      values.lines.flatMap((input) => input.locationId ?? []),
    );
    for (const [index, input] of values.lines.entries()) {
      const line = lines.find((candidate) => candidate.id === input.lineId);
      if (!line) throw refusal(`lines.${index}.lineId`, M.lineNotFound);
      if (line.cancelledAt) throw refusal(`lines.${index}.lineId`, M.lineCancelled);
      const pieces = input.receivedQty + input.nonSellableQty;
      if (pieces === 0) throw refusal(`lines.${index}.receivedQty`, M.receiptEmpty);
      const before = booked.get(line.id) ?? 0;
      booked.set(line.id, before + pieces);
      const remaining = line.scheduledQty - line.receivedQty - line.nonSellableQty - before;
      if (pieces > remaining && !values.confirmOverReceipt) {
        throw refusal(`lines.${index}.receivedQty`, M.overReceipt(Math.max(0, remaining)));
      }
      const lot = lotFor(lotProducts.has(line.productId), input, `lines.${index}`);
      const locationId = input.locationId ?? null;
      if (locationId !== null && shelves.get(locationId)?.warehouseId !== row.warehouseId)
        throw refusal(`lines.${index}.locationId`, LOCATION_MESSAGES.notFound);
      await bookReceipt(tx, actor, {
        schedule: row,
        line,
        source: 'manual',
        sourceRef: index === 0 ? sourceRef : `${sourceRef}:${index}`,
        receivedQty: input.receivedQty,
        nonSellableQty: input.nonSellableQty,
        lot,
        locationId,
      });
    }
    await refreshScheduleStatus(tx, row);
  });
  return showReceivingSchedule(db, actor.scope, id);
}

/** 送信 again (連携エラー or 未連携): a new 入荷予定登録 process. */
export async function resendReceivingSchedule(db: Database, actor: InboundActor, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockSchedule(tx, actor.scope, id);
    if (!row) throw notFound(M.scheduleNotFound);
    const warehouse = await findInboundWarehouse(tx, actor.scope, row.warehouseId);
    if (warehouse?.isOwn) throw stateRefusal(M.notExternal);
    if (!['unsynced', 'sync_error'].includes(row.status)) throw stateRefusal(M.notSendable);
    return (await enqueueSend(tx, actor, row)).process;
  });
}

/** 結果取得: 入荷実績検索 on the schedule's (external) warehouse. */
export async function fetchScheduleResults(db: Database, actor: InboundActor, id: number) {
  const row = await db.transaction((tx) => lockSchedule(tx, actor.scope, id));
  if (!row) throw notFound(M.scheduleNotFound);
  const warehouse = await findInboundWarehouse(db, actor.scope, row.warehouseId);
  if (warehouse?.isOwn) throw stateRefusal(M.notExternal);
  const { process } = await enqueueProcess(db, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'inbound_result_search',
    payload: { warehouseId: row.warehouseId },
  });
  return process;
}
