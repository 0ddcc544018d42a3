import type { ReceivingScheduleLineDto, ReceivingScheduleReceiveValues } from '@logi/shared';

/** What the operator typed for one receipt of a line: a ロット管理 line may have several (one per lot). */
export type ReceiveEntry = {
  key: number;
  lotNo: string;
  expiresOn: string | null;
  received: number | string;
  defective: number | string;
};
export type ReceiveEntries = Record<number, ReceiveEntry[]>;

let nextKey = 1;
export const blankEntry = (key = nextKey++): ReceiveEntry => ({
  key,
  lotNo: '',
  expiresOn: null,
  received: '',
  defective: '',
});

const count = (value: number | string | undefined) => (typeof value === 'number' ? value : 0);
export const piecesOf = (entry: ReceiveEntry) => count(entry.received) + count(entry.defective);

/** The entries of a line: at least one, blank until typed (its key stable: −line id, so inputs keep focus). */
export const entriesOf = (entries: ReceiveEntries, lineId: number) =>
  entries[lineId] ?? [blankEntry(-lineId)];

/**
 * The request's lines: one per entry with pieces, in the table's order; a lot line's entry names
 * its lot (so each lot is its own receipt), another line's names none.
 */
export function receiptLines(
  lines: readonly ReceivingScheduleLineDto[],
  entries: ReceiveEntries,
): ReceivingScheduleReceiveValues['lines'] {
  return lines.flatMap((line) =>
    (entries[line.id] ?? [])
      .filter((entry) => piecesOf(entry) > 0)
      .map((entry) => ({
        lineId: line.id,
        receivedQty: count(entry.received),
        nonSellableQty: count(entry.defective),
        ...(line.lotManaged && { lotNo: entry.lotNo.trim(), expiresOn: entry.expiresOn }),
      })),
  );
}

/** The accessible name of an entry's input: the first keeps the line's name, later ones add the lot's row. */
export const entryLabel = (productCode: string, field: string, index: number) =>
  index === 0 ? `${productCode}の${field}` : `${productCode}の${field}（ロット${index + 1}）`;
