import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applyStockChanges, stockIdFor, type StockActor } from '../stocks/index.ts';
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
  await applyStockChanges(tx, actor, [
    {
      stockId,
      kind: 'receipt',
      deltas: () => ({ onHand: input.receivedQty, nonSellable: input.nonSellableQty }),
      ...(input.lot && { lot: input.lot }),
      ...(typeof input.locationId === 'number' && { location: input.locationId }),
      meta: {
        reference: { type: 'receiving_schedule', id: input.schedule.id },
        note: input.schedule.number,
        ...(input.receivedAt && { occurredAt: input.receivedAt }),
      },
    },
  ]);
  return true;
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
