import {
  INBOUND_MESSAGES as M,
  todayJst,
  type ReceivingScheduleCancelValues,
  type ReceivingScheduleDetailDto,
  type ReceivingScheduleFormValues,
  type ReceivingScheduleUpdateValues,
} from '@logi/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, notFound, stale } from '../../http/app-error.ts';
import { enqueueProcess } from '../jobs/index.ts';
import type { StockActor } from '../stocks/index.ts';
import {
  checkProducts,
  findInboundWarehouse,
  partnerFor,
  refusal,
  usableWarehouse,
} from './inbound-references.ts';
import { refreshScheduleStatus } from './receipts.ts';
import { recordScheduleChange, scheduleView } from './receiving-schedules.audit.ts';
import { showReceivingSchedule } from '../../read-models/receiving/index.ts';
import {
  linesOf,
  lockSchedule,
  nextScheduleNumber,
  replaceLines,
  updateSchedule,
} from './receiving-schedules.repository.ts';
import {
  receivingScheduleLines,
  receivingSchedules,
  type ReceivingScheduleRow,
} from './receiving-schedules.table.ts';

export type InboundActor = StockActor & { userId: string };

/** A refusal of the schedule's state (not of one field): a 422 with its message. */
export const stateRefusal = (message: string) => new AppError('validation', message);

/** The header columns from the form, after the warehouse, partner and product checks. */
async function checkedHeader(
  db: Database,
  actor: InboundActor,
  values: ReceivingScheduleFormValues,
) {
  const warehouse = await usableWarehouse(db, actor.scope, values.warehouseId);
  const partner = await partnerFor(db, actor.scope, warehouse, values);
  await checkProducts(
    db,
    actor.scope,
    values.lines.map((line) => line.productId),
  );
  return {
    warehouse,
    header: {
      kind: values.kind,
      warehouseId: values.warehouseId,
      ...partner,
      scheduledDate: values.scheduledDate,
      carrier: values.carrier ?? null,
      parcelCount: values.parcelCount ?? null,
      note: values.note ?? null,
    },
  };
}

/** 保存 on an external warehouse: one 入荷予定登録 process per schedule, in the save's transaction. */
export const enqueueSend = (tx: Tx, actor: StockActor, row: ReceivingScheduleRow) =>
  enqueueProcess(tx, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'inbound_schedule_create',
    payload: { warehouseId: row.warehouseId, scheduleId: row.id },
  });

/** Own warehouses need no sending: their schedules wait for receipts at once. */
const initialStatus = (isOwn: boolean) => (isOwn ? 'waiting' : 'unsynced');

type ScheduleHeader = Omit<
  typeof receivingSchedules.$inferInsert,
  'organisationId' | 'number' | 'status' | 'createdBy'
>;

/**
 * A new schedule numbered for today, with its lines and first audit entry; one of an external
 * warehouse is queued for 入荷予定登録 (storeReceivingSchedule and 在庫移動's schedules alike).
 */
export async function insertSchedule(
  tx: Tx,
  actor: StockActor,
  {
    header,
    lines,
    isOwn,
  }: { header: ScheduleHeader; lines: ReceivingScheduleFormValues['lines']; isOwn: boolean },
) {
  const number = await nextScheduleNumber(tx, actor.scope, todayJst());
  const [row] = await tx
    .insert(receivingSchedules)
    .values({
      organisationId: actor.scope.organisationId,
      number,
      ...header,
      status: initialStatus(isOwn),
      createdBy: actor.userId,
    })
    .returning();
  await replaceLines(tx, actor.scope, row!.id, lines);
  await recordScheduleChange(tx, actor, row!.id, null);
  if (!isOwn) await enqueueSend(tx, actor, row!);
  return row!;
}

export async function storeReceivingSchedule(
  db: Database,
  actor: InboundActor,
  values: ReceivingScheduleFormValues,
): Promise<ReceivingScheduleDetailDto> {
  const { warehouse, header } = await checkedHeader(db, actor, values);
  const row = await db.transaction((tx) =>
    insertSchedule(tx, actor, { header, lines: values.lines, isOwn: warehouse.isOwn }),
  );
  return showReceivingSchedule(db, actor.scope, row.id);
}

export async function lockedAt(tx: Tx, actor: InboundActor, id: number, version: number) {
  const row = await lockSchedule(tx, actor.scope, id);
  if (!row) throw notFound(M.scheduleNotFound);
  if (row.version !== version) throw stale();
  return row;
}

async function nothingReceived(tx: Tx, scheduleId: number) {
  const lines = await linesOf(tx, scheduleId);
  return lines.every((line) => line.receivedQty + line.nonSellableQty === 0);
}

/**
 * Edit: only before receiving starts — an own warehouse's schedule while nothing arrived, an
 * external one until the warehouse accepted it (未連携 / 連携エラー; the contract has no update).
 */
export async function updateReceivingSchedule(
  db: Database,
  actor: InboundActor,
  id: number,
  values: ReceivingScheduleUpdateValues,
): Promise<ReceivingScheduleDetailDto> {
  // Another organisation's schedule is a 404 before its form is judged.
  if (!(await db.transaction((tx) => lockSchedule(tx, actor.scope, id)))) {
    throw notFound(M.scheduleNotFound);
  }
  const { warehouse, header } = await checkedHeader(db, actor, values);
  await db.transaction(async (tx) => {
    const row = await lockedAt(tx, actor, id, values.version);
    const current = await findInboundWarehouse(tx, actor.scope, row.warehouseId);
    const editable = current?.isOwn
      ? ['waiting', 'unsynced'].includes(row.status)
      : ['unsynced', 'sync_error'].includes(row.status);
    if (!editable || !(await nothingReceived(tx, id))) throw stateRefusal(M.notEditable);
    const before = await scheduleView(tx, actor.scope, id);
    const updated = await updateSchedule(tx, row, {
      ...header,
      status: initialStatus(warehouse.isOwn),
      syncMessage: null,
    });
    await replaceLines(tx, actor.scope, id, values.lines);
    await recordScheduleChange(tx, actor, id, before);
    if (!warehouse.isOwn) await enqueueSend(tx, actor, updated);
  });
  return showReceivingSchedule(db, actor.scope, id);
}

/** Marks lines (or the whole schedule) cancelled, then settles the status. */
export async function applyCancellation(
  tx: Tx,
  row: ReceivingScheduleRow,
  lineIds: readonly number[] | undefined,
  reason: string,
) {
  const live = and(
    eq(receivingScheduleLines.scheduleId, row.id),
    isNull(receivingScheduleLines.cancelledAt),
  );
  await tx
    .update(receivingScheduleLines)
    .set({ cancelledAt: sql`now()`, cancelReason: reason })
    .where(lineIds ? and(live, inArray(receivingScheduleLines.id, [...lineIds])) : live);
  if (!lineIds) {
    return updateSchedule(tx, row, { status: 'cancelled', cancelReason: reason });
  }
  return refreshScheduleStatus(tx, row);
}

/**
 * キャンセル, per schedule or per line, with a reason; only lines nothing arrived on. An own or a
 * not-yet-accepted schedule is cancelled at once; one the warehouse holds is cancelled there
 * first (入荷予定キャンセル), and here when the warehouse accepts.
 */
export async function cancelReceivingSchedule(
  db: Database,
  actor: InboundActor,
  id: number,
  values: ReceivingScheduleCancelValues,
): Promise<ReceivingScheduleDetailDto> {
  await db.transaction(async (tx) => {
    const row = await lockedAt(tx, actor, id, values.version);
    if (!['unsynced', 'waiting', 'sync_error', 'partial'].includes(row.status)) {
      throw stateRefusal(M.notCancellable);
    }
    const lines = await linesOf(tx, id);
    const targets = values.lineIds
      ? values.lineIds.map((lineId) => lines.find((line) => line.id === lineId))
      : lines.filter((line) => line.cancelledAt === null);
    const missing = targets.findIndex((line) => !line || line.cancelledAt !== null);
    if (missing >= 0) throw refusal(`lineIds.${missing}`, M.lineNotFound);
    if (targets.some((line) => line!.receivedQty + line!.nonSellableQty > 0)) {
      throw stateRefusal(M.notCancellable);
    }
    const warehouse = await findInboundWarehouse(tx, actor.scope, row.warehouseId);
    if (warehouse?.isOwn || ['unsynced', 'sync_error'].includes(row.status)) {
      const before = await scheduleView(tx, actor.scope, id);
      await applyCancellation(tx, row, values.lineIds, values.reason);
      await recordScheduleChange(tx, actor, id, before);
      return;
    }
    await enqueueProcess(tx, {
      organisationId: actor.scope.organisationId,
      userId: actor.userId,
      action: 'inbound_cancel',
      payload: {
        warehouseId: row.warehouseId,
        scheduleId: row.id,
        lineIds: values.lineIds,
        reason: values.reason,
      },
    });
  });
  return showReceivingSchedule(db, actor.scope, id);
}
