import { STOCK_MESSAGES as M } from '@logi/shared';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import type { Deltas, Figures } from './stocks.service.ts';
import type { StockRow } from './stocks.table.ts';

// The stock service's refusals and the figures' rules (decision 023), pure.

/** A refusal of the stock rules: a 422 on `field` (quantity unless said). */
export const stockRefusal = (message: string, field = 'quantity') =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });
/** Whether `error` is the service's refusal of a change (a caller may plan again on fresh figures). */
export const isStockRefusal = (error: unknown) =>
  error instanceof AppError && error.code === 'validation';

/** A quantity a change moves: a whole number of one piece or more. */
export const positive = (quantity: number) => {
  if (!Number.isInteger(quantity) || quantity < 1) throw stockRefusal(M.quantityPositive);
  return quantity;
};

/** The figures after `deltas`, or the refusal that keeps every invariant. */
export function checked(row: StockRow, deltas: Deltas): Figures {
  const after = {
    onHand: row.onHand + (deltas.onHand ?? 0),
    allocated: row.allocated + (deltas.allocated ?? 0),
    nonSellable: row.nonSellable + (deltas.nonSellable ?? 0),
  };
  if (after.allocated < 0) throw stockRefusal(M.overRelease(row.allocated));
  if (after.onHand < 0) throw stockRefusal(M.negativeOnHand(row.onHand));
  if (after.allocated > after.onHand) {
    throw (deltas.allocated ?? 0) > 0
      ? stockRefusal(M.oversell(row.onHand - row.allocated, deltas.allocated ?? 0))
      : stockRefusal(M.belowAllocated(after.allocated));
  }
  if (after.nonSellable < 0) throw stockRefusal(M.negativeNonSellable(row.nonSellable));
  return after;
}
