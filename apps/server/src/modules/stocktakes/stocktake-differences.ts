import { STOCK_LOCATION_MESSAGES, STOCK_MESSAGES } from '@logi/shared';

/**
 * 確定's rule, pure (decision 069): a counted line moves its shelf (null: 棚番未設定) by
 * 実棚数 − 理論在庫 at the start. Refused, line by line, when the shelf would hold fewer than 0
 * (pieces left it during the count and were then counted as missing), or when the row's on_hand
 * would fall below 0 or below what is allocated.
 */

export type DifferingLine = {
  productId: number;
  locationId: number | null;
  expected: number;
  counted: number | null;
};
type Row = { onHand: number; allocated: number };
/** Where a line could not be applied: its product, its shelf's code (null: the row as a whole), why. */
export type Refusal = { productId: number; shelf: string | null; why: string };

/** Increases first within a row: a count moving pieces between shelves never dips below allocated. */
export const inApplyOrder = <Line extends DifferingLine>(lines: readonly Line[]) =>
  [...lines].sort(
    (a, b) => a.productId - b.productId || b.counted! - b.expected - (a.counted! - a.expected),
  );

export function refusalsOf(
  lines: readonly DifferingLine[],
  rowOf: (productId: number) => Row,
  shelvesOf: (productId: number) => ReadonlyMap<number, number>,
  codeOf: (locationId: number | null) => string,
): Refusal[] {
  const refused: Refusal[] = [];
  const totals = new Map<number, number>();
  for (const line of lines) {
    const delta = line.counted! - line.expected;
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + delta);
    const shelves = shelvesOf(line.productId);
    // A row on no shelf at all: the whole row is 棚番未設定, the check below says it plainly.
    if (line.locationId === null && shelves.size === 0) continue;
    const row = rowOf(line.productId);
    const placed = [...shelves.values()].reduce((sum, n) => sum + n, 0);
    const has =
      line.locationId === null ? row.onHand - placed : (shelves.get(line.locationId) ?? 0);
    if (has + delta < 0) {
      const shelf = codeOf(line.locationId);
      const why = STOCK_LOCATION_MESSAGES.countShort(shelf, has, -delta);
      refused.push({ productId: line.productId, shelf, why });
    }
  }
  for (const [productId, total] of totals) {
    const row = rowOf(productId);
    const after = row.onHand + total;
    const why =
      after < 0
        ? STOCK_MESSAGES.negativeOnHand(row.onHand)
        : after < row.allocated
          ? STOCK_MESSAGES.belowAllocated(row.allocated)
          : null;
    if (why && !refused.some((entry) => entry.productId === productId)) {
      refused.push({ productId, shelf: null, why });
    }
  }
  return refused;
}
