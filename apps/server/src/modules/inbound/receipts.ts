import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  applyStockChanges,
  stockIdFor,
  type StockActor,
  type StockChange,
} from '../stocks/index.ts';
import type { ArrivalLots } from './transfer-schedules.ts';
import {
  receipts,
  receivingScheduleLines,
  receivingSchedules,
  type ReceivingScheduleRow,
} from './receiving-schedules.table.ts';

export type ReceiptInput = {
  schedule: Pick<ReceivingScheduleRow, 'id' | 'number' | 'warehouseId'>;
  line: { id: number; productId: number };
  source: 'manual' | 'warehouse';
  /** The exactly-once key within the line: the warehouse's result id, or the typed receipt's id. */
  sourceRef: string;
  receivedQty: number;
  nonSellableQty: number;
  receivedAt?: Date;
  /** ロット番号 and 賞味期限 of a ロット管理 product's pieces (checked by the caller: lotFor). */
  lot?: { lotNo: string; expiresOn: string } | null;
  /** A transfer's schedule: the lots the pieces left the source in (decision 065). */
  arrivalLots?: ArrivalLots;
  /** The shelf the sellable pieces go to (checked by the caller); absent: the 標準棚番. */
  locationId?: number | null;
};

/**
 * Books one receipt in the caller's transaction: the receipt row (its unique (line, source_ref) is
 * the exactly-once key: a replay inserts nothing and returns false), the line's figures, and the
 * stock — sellable pieces to on_hand, defective ones to non_sellable — through the stock service.
 */
export async function bookReceipt(tx: Tx, actor: StockActor, input: ReceiptInput) {
  const [inserted] = await tx
    .insert(receipts)
    .values({
      organisationId: actor.scope.organisationId,
      scheduleId: input.schedule.id,
      lineId: input.line.id,
      source: input.source,
      sourceRef: input.sourceRef,
      receivedQty: input.receivedQty,
      nonSellableQty: input.nonSellableQty,
      lotNo: input.lot?.lotNo ?? null,
      expiresOn: input.lot?.expiresOn ?? null,
      receivedAt: input.receivedAt ?? new Date(),
      userId: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: receipts.id });
  if (!inserted) return false;
  await tx
    .update(receivingScheduleLines)
    .set({
      receivedQty: sql`${receivingScheduleLines.receivedQty} + ${input.receivedQty}`,
      nonSellableQty: sql`${receivingScheduleLines.nonSellableQty} + ${input.nonSellableQty}`,
    })
    .where(eq(receivingScheduleLines.id, input.line.id));
  const stockId = await stockIdFor(tx, actor, input.line.productId, input.schedule.warehouseId);
  const meta = {
    reference: { type: 'receiving_schedule', id: input.schedule.id },
    note: input.schedule.number,
    ...(input.receivedAt && { occurredAt: input.receivedAt }),
  };
  const receipt = (onHand: number, nonSellable: number, lot?: StockChange['lot']): StockChange => ({
    stockId,
    kind: 'receipt',
    deltas: () => ({ onHand, nonSellable }),
    ...(lot && { lot }),
    ...(typeof input.locationId === 'number' && { location: input.locationId }),
    meta,
  });
  const sent = await input.arrivalLots?.(tx, input.schedule.id, {
    productId: input.line.productId,
    quantity: input.receivedQty + input.nonSellableQty,
    reported: input.lot ? { ...input.lot, quantity: input.receivedQty } : null,
  });
  const changes =
    sent && !input.lot
      ? lotReceipts(sent, input.receivedQty, input.nonSellableQty, receipt)
      : [receipt(input.receivedQty, input.nonSellableQty, input.lot ?? undefined)];
  await applyStockChanges(tx, actor, changes);
  return true;
}

/**
 * A receipt that names no lot, over the lots a transfer sent: sellable pieces fill the lots in
 * turn (defective ones are not kept per lot and ride on the first); any beyond them take the rule.
 */
function lotReceipts(
  lots: readonly { lotNo: string; expiresOn: string | null; quantity: number }[],
  received: number,
  nonSellable: number,
  receipt: (onHand: number, nonSellable: number, lot?: StockChange['lot']) => StockChange,
) {
  let left = received;
  let defective = nonSellable;
  const changes: StockChange[] = [];
  for (const lot of lots) {
    const pieces = Math.min(left, lot.quantity);
    if (pieces === 0) continue;
    changes.push(receipt(pieces, defective, { lotNo: lot.lotNo, expiresOn: lot.expiresOn }));
    left -= pieces;
    defective = 0;
  }
  if (left > 0 || defective > 0 || changes.length === 0) changes.push(receipt(left, defective));
  return changes;
}

/**
 * The status the live lines say: none left → キャンセル; each line's arrivals reach its plan →
 * 入荷完了; something arrived → 一部入荷; else unchanged. Bumps the version when it changes.
 */
export async function refreshScheduleStatus(tx: Tx, schedule: ReceivingScheduleRow) {
  const lines = await tx
    .select()
    .from(receivingScheduleLines)
    .where(
      and(
        eq(receivingScheduleLines.scheduleId, schedule.id),
        isNull(receivingScheduleLines.cancelledAt),
      ),
    );
  const arrived = (line: (typeof lines)[number]) => line.receivedQty + line.nonSellableQty;
  const status =
    lines.length === 0
      ? 'cancelled'
      : lines.every((line) => arrived(line) >= line.scheduledQty)
        ? 'completed'
        : lines.some((line) => arrived(line) > 0)
          ? 'partial'
          : schedule.status;
  const [row] = await tx
    .update(receivingSchedules)
    .set({ status, version: sql`${receivingSchedules.version} + 1`, updatedAt: sql`now()` })
    .where(eq(receivingSchedules.id, schedule.id))
    .returning();
  return row!;
}
