import { INBOUND_KIND_LABELS, RETURN_CONDITION_LABELS, type ReturnCondition } from '@logi/shared';
import type {
  CustomerReturnRow as WarehouseReturn,
  InboundResultRow,
  InboundSchedule,
  InboundStatusRow,
} from '@logi/warehouse-api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { lotManagedProductIds, productNamesByIds } from '../products/index.ts';
import { productIdsByCode, vendorCodeOf } from './inbound-references.ts';
import { bookReturn } from './customer-returns.service.ts';
import { bookReceipt, refreshScheduleStatus } from './receipts.ts';
import { recordScheduleChange, scheduleView } from './receiving-schedules.audit.ts';
import { linesOf, lockSchedule, updateSchedule } from './receiving-schedules.repository.ts';
import { applyCancellation } from './receiving-schedules.service.ts';
import type { ArrivalLots, ScheduleSettled } from './transfer-schedules.ts';

// What the warehouse jobs (modules/warehouse-jobs/inbound-jobs.ts) read and write of inbound work.

const systemActor = (scope: OrganisationScope) => ({ scope, userId: null });
const CONDITION_BY_LABEL = Object.fromEntries(
  Object.entries(RETURN_CONDITION_LABELS).map(([code, label]) => [label, code]),
) as Record<string, ReturnCondition>;

/** The schedule as the contract carries it, or null when it is no longer to be sent. */
export async function scheduleToSend(db: Database, scope: OrganisationScope, scheduleId: number) {
  const row = await db.transaction((tx) => lockSchedule(tx, scope, scheduleId));
  if (!row || !['unsynced', 'sync_error'].includes(row.status) || !row.vendorId) return null;
  const lines = (await linesOf(db, scheduleId)).filter((line) => line.cancelledAt === null);
  const products = await productNamesByIds(
    db,
    scope,
    lines.map((line) => line.productId),
  );
  const codes = new Map([...products].map(([id, product]) => [id, product.code]));
  const schedule: InboundSchedule = {
    scheduleNumber: row.number,
    kind: INBOUND_KIND_LABELS[row.kind],
    vendorCode: (await vendorCodeOf(db, scope, row.vendorId)) ?? '',
    scheduledDate: row.scheduledDate,
    carrier: row.carrier,
    parcelCount: row.parcelCount,
    note: row.note,
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      productCode: codes.get(line.productId) ?? '',
      quantity: line.scheduledQty,
    })),
  };
  return schedule;
}

/** The warehouse's answer to 入荷予定登録: 入荷待ち, or 連携エラー with its message. */
export async function markScheduleSent(
  db: Database,
  scope: OrganisationScope,
  scheduleId: number,
  outcome: { accepted: boolean; message: string | null },
) {
  await db.transaction(async (tx) => {
    const row = await lockSchedule(tx, scope, scheduleId);
    if (!row || !['unsynced', 'sync_error'].includes(row.status)) return;
    await updateSchedule(tx, row, {
      status: outcome.accepted ? 'waiting' : 'sync_error',
      syncMessage: outcome.message,
    });
  });
}

/** The warehouse accepted 入荷予定キャンセル (or refused it: its message is kept). */
export async function settleWarehouseCancellation(
  db: Database,
  scope: OrganisationScope,
  scheduleId: number,
  cancellation: { lineIds?: number[]; reason: string; refusal: string | null },
  settled?: ScheduleSettled,
) {
  await db.transaction(async (tx) => {
    const row = await lockSchedule(tx, scope, scheduleId);
    if (!row || row.status === 'cancelled') return;
    if (cancellation.refusal) {
      await updateSchedule(tx, row, { syncMessage: cancellation.refusal });
      return;
    }
    // The user asked for it; it happens (and is recorded) when the warehouse accepts.
    const before = await scheduleView(tx, scope, scheduleId);
    await applyCancellation(tx, row, cancellation.lineIds, cancellation.reason);
    await recordScheduleChange(tx, systemActor(scope), scheduleId, before);
    await settled?.(tx, scheduleId);
  });
}

/**
 * One 入荷実績 of the warehouse, booked once into the schedule the warehouse acknowledged it for
 * (the job resolves it, decision 036): each line's receipt is keyed by the result id, so a result
 * fetched again changes nothing. Answers the lines booked now (0 for a replay or a gone schedule).
 */
export async function bookWarehouseResult(
  db: Database,
  scope: OrganisationScope,
  scheduleId: number,
  result: InboundResultRow,
  settled?: ScheduleSettled,
  arrivalLots?: ArrivalLots,
) {
  return db.transaction(async (tx) => {
    const row = await lockSchedule(tx, scope, scheduleId);
    if (!row) return { booked: 0, unknown: true };
    const lines = await linesOf(tx, row.id);
    // A lot product's receipt keeps the lot and 賞味期限 the warehouse reports (decision 065).
    const lotProducts = await lotManagedProductIds(
      tx,
      scope,
      lines.map((line) => line.productId),
    );
    let booked = 0;
    for (const reported of result.lines) {
      const line = lines.find((candidate) => candidate.lineNumber === reported.lineNumber);
      if (!line || reported.receivedQuantity + reported.nonSellableQuantity === 0) continue;
      const lot =
        lotProducts.has(line.productId) && reported.lotNumber && reported.expiryDate
          ? { lotNo: reported.lotNumber, expiresOn: reported.expiryDate }
          : null;
      const done = await bookReceipt(tx, systemActor(scope), {
        schedule: row,
        line,
        source: 'warehouse',
        sourceRef: result.resultId,
        receivedQty: reported.receivedQuantity,
        nonSellableQty: reported.nonSellableQuantity,
        receivedAt: new Date(result.receivedAt),
        lot,
        ...(arrivalLots && { arrivalLots }),
      });
      if (done) booked += 1;
    }
    if (booked > 0) {
      await refreshScheduleStatus(tx, row);
      await settled?.(tx, row.id);
    }
    return { booked, unknown: false };
  });
}

// Results the warehouse stamps a little out of order are still seen; a replay books nothing.
const RESULT_OVERLAP_MS = 10 * 60_000;

/**
 * Where the next 入荷実績検索 of a warehouse starts: the latest receipt it reported here (less an
 * overlap), or undefined (everything) before its first.
 */
export async function inboundResultsSince(
  db: Database,
  scope: OrganisationScope,
  warehouseId: number,
) {
  const { rows } = await db.execute<{ at: Date | string | null }>(sql`
    select max(r.received_at) as at from receipts r
      join receiving_schedules s on s.id = r.schedule_id
     where ${inScope('r', scope)} and r.source = 'warehouse'
       and s.warehouse_id = ${warehouseId}`);
  const at = rows[0]?.at;
  return at ? new Date(new Date(at).getTime() - RESULT_OVERLAP_MS).toISOString() : undefined;
}

/**
 * 入荷ステータス検索 of a schedule the warehouse acknowledged: adopts 入荷待ち (accepted) and
 * キャンセル (cancelled there, nothing arrived).
 */
export async function mirrorWarehouseStatus(
  db: Database,
  scope: OrganisationScope,
  scheduleId: number,
  status: InboundStatusRow,
  settled?: ScheduleSettled,
) {
  return db.transaction(async (tx) => {
    const row = await lockSchedule(tx, scope, scheduleId);
    if (!row) return false;
    if (status.status === '入荷待ち' && ['unsynced', 'sync_error'].includes(row.status)) {
      await updateSchedule(tx, row, { status: 'waiting', syncMessage: null });
      return true;
    }
    if (status.status === 'キャンセル' && !['cancelled', 'completed'].includes(row.status)) {
      const lines = await linesOf(tx, row.id);
      if (lines.some((line) => line.receivedQty + line.nonSellableQty > 0)) return false;
      await applyCancellation(tx, row, undefined, '倉庫でキャンセル');
      await settled?.(tx, row.id);
      return true;
    }
    return false;
  });
}

/** 返品実績検索: one return of the warehouse, booked once (by its return number). */
export async function bookWarehouseReturn(
  db: Database,
  scope: OrganisationScope,
  warehouseId: number,
  row: WarehouseReturn,
) {
  const ids = await productIdsByCode(
    db,
    scope,
    row.lines.map((line) => line.productCode),
  );
  const unknown = row.lines.filter((line) => !ids.has(line.productCode)).map((l) => l.productCode);
  const lines = row.lines
    .filter((line) => ids.has(line.productCode) && line.quantity > 0)
    .map((line) => ({
      productId: ids.get(line.productCode)!,
      quantity: line.quantity,
      condition: CONDITION_BY_LABEL[line.condition] ?? 'defective',
    }));
  if (lines.length === 0) return { booked: false, unknown };
  const id = await db.transaction((tx) =>
    bookReturn(tx, systemActor(scope), {
      returnNumber: row.returnNumber,
      orderNumber: row.orderNumber,
      shopId: null,
      warehouseId,
      returnedAt: new Date(row.returnedAt),
      reason: row.reason,
      source: 'warehouse',
      note: null,
      lines,
    }),
  );
  return { booked: id !== null, unknown };
}
