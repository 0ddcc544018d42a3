import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dailyNumbers } from '../../db/daily-numbers.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import type { MovedLot } from '../stocks/index.ts';
import {
  stockTransferLineLots,
  stockTransferLines,
  stockTransfers,
  type StockTransferRow,
} from './transfers.table.ts';

// 在庫移動's own tables (decision 071). Reads across modules live in read-models/transfers.

/** 移動番号: TR-YYYYMMDD-#### of the organisation for today (JST). */
export const nextTransferNumber = dailyNumbers({
  lock: 'transfer-number',
  prefix: 'TR',
  table: 'stock_transfers',
});

export async function insertTransfer(
  tx: Tx,
  scope: OrganisationScope,
  values: Omit<typeof stockTransfers.$inferInsert, 'organisationId'>,
) {
  const [row] = await tx
    .insert(stockTransfers)
    .values({ organisationId: scope.organisationId, ...values })
    .returning();
  return row!;
}

export async function insertTransferLines(
  tx: Tx,
  scope: OrganisationScope,
  transferId: number,
  lines: readonly { productId: number; quantity: number; receivedQty: number }[],
) {
  const rows = await tx
    .insert(stockTransferLines)
    .values(
      lines.map((line, index) => ({
        organisationId: scope.organisationId,
        transferId,
        lineNumber: index + 1,
        ...line,
      })),
    )
    .returning({ id: stockTransferLines.id, lineNumber: stockTransferLines.lineNumber });
  return rows.sort((a, b) => a.lineNumber - b.lineNumber).map((row) => row.id);
}

/** The lots each line took (in line order; null: no ロット管理), arrived already when `arrived`. */
export async function insertLineLots(
  tx: Tx,
  scope: OrganisationScope,
  lineIds: readonly number[],
  sent: readonly (readonly MovedLot[] | null)[],
  arrived: boolean,
) {
  const rows = lineIds.flatMap((lineId, index) =>
    (sent[index] ?? []).map((lot) => ({
      organisationId: scope.organisationId,
      lineId,
      lotNo: lot.lotNo,
      expiresOn: lot.expiresOn,
      quantity: lot.quantity,
      receivedQty: arrived ? lot.quantity : 0,
    })),
  );
  if (rows.length > 0) await tx.insert(stockTransferLineLots).values(rows);
}

/** The lots of a transfer's lines, first expiry first (ロット不明 last), for settling them. */
export const lineLotsOf = (tx: Tx, lineIds: readonly number[]) =>
  lineIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(stockTransferLineLots)
        .where(inArray(stockTransferLineLots.lineId, [...lineIds]))
        .orderBy(
          sql`${stockTransferLineLots.expiresOn} nulls last`,
          asc(stockTransferLineLots.lotNo),
        );

export async function updateLineLot(
  tx: Tx,
  id: number,
  figures: { receivedQty: number; returnedQty: number },
) {
  await tx.update(stockTransferLineLots).set(figures).where(eq(stockTransferLineLots.id, id));
}

/** The transfer locked for a change, by id or by the schedule that carries it. */
export async function lockTransfer(
  tx: Tx,
  scope: OrganisationScope,
  by: { id: number } | { scheduleId: number },
) {
  const match =
    'id' in by
      ? eq(stockTransfers.id, by.id)
      : eq(stockTransfers.receivingScheduleId, by.scheduleId);
  const [row] = await tx
    .select()
    .from(stockTransfers)
    .where(inScope(stockTransfers.organisationId, scope, match))
    .for('update');
  return row ?? null;
}

export const transferLinesOf = (tx: Tx, transferId: number) =>
  tx
    .select()
    .from(stockTransferLines)
    .where(eq(stockTransferLines.transferId, transferId))
    .orderBy(asc(stockTransferLines.lineNumber));

export async function updateTransferLine(
  tx: Tx,
  lineId: number,
  figures: { receivedQty: number; returnedQty: number },
) {
  await tx.update(stockTransferLines).set(figures).where(eq(stockTransferLines.id, lineId));
}

export async function updateTransfer(
  tx: Tx,
  row: StockTransferRow,
  values: Partial<typeof stockTransfers.$inferInsert>,
) {
  const [updated] = await tx
    .update(stockTransfers)
    .set({ ...values, version: sql`${stockTransfers.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(stockTransfers.id, row.id), eq(stockTransfers.organisationId, row.organisationId)),
    )
    .returning();
  return updated!;
}
