import { STOCK_MESSAGES as M } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import {
  applyStockChanges,
  positive,
  stockRefusal,
  type StockActor,
  type Deltas,
  type StockChange,
  type StockMeta,
} from './stocks.service.ts';

// The stock service's named changes (decision 023): each one change of one row, in the caller's
// transaction, through applyStockChanges — which locks, checks, writes and appends the ledger row.

const one = async (tx: Tx, actor: StockActor, change: StockChange) =>
  (await applyStockChanges(tx, actor, [change]))[0]!;

/** 調整: to a new on_hand figure, or by a +/− delta; a reason is required by the route. */
export function adjustStock(
  tx: Tx,
  actor: StockActor,
  stockId: number,
  target: { to: number } | { by: number },
  meta: StockMeta,
  expectedVersion?: number,
) {
  return one(tx, actor, {
    stockId,
    kind: 'adjustment',
    meta,
    expectedVersion,
    deltas: (row) => {
      const delta = 'to' in target ? target.to - row.onHand : target.by;
      if (delta === 0) throw stockRefusal(M.unchanged);
      return { onHand: delta };
    },
  });
}

/** A change of `qty` pieces (one or more) of one kind, whatever the row holds. */
const quantityChange =
  (kind: StockChange['kind'], deltas: (qty: number) => Deltas) =>
  (tx: Tx, actor: StockActor, stockId: number, qty: number, meta: StockMeta = {}) =>
    one(tx, actor, { stockId, kind, meta, deltas: () => deltas(positive(qty)) });

/** 入荷: adds received pieces to on_hand. */
export const receiveStock = quantityChange('receipt', (qty) => ({ onHand: qty }));

/** 出荷: ships allocated pieces (on_hand and allocated both fall), or unallocated available ones. */
export const shipStock = (
  tx: Tx,
  actor: StockActor,
  stockId: number,
  qty: number,
  meta: StockMeta = {},
  { fromAllocated = true }: { fromAllocated?: boolean } = {},
) =>
  one(tx, actor, {
    stockId,
    kind: 'shipment',
    meta,
    deltas: (row) => {
      positive(qty);
      if (fromAllocated && row.allocated < qty) throw stockRefusal(M.overShip(row.allocated));
      if (!fromAllocated && row.onHand - row.allocated < qty) {
        throw stockRefusal(M.oversell(row.onHand - row.allocated, qty));
      }
      return fromAllocated ? { onHand: -qty, allocated: -qty } : { onHand: -qty };
    },
  });

/** 返品: 良品 back to on_hand, 不良品 to non_sellable. */
export const returnStock = (
  tx: Tx,
  actor: StockActor,
  stockId: number,
  qty: number,
  condition: 'good' | 'defective',
  meta: StockMeta = {},
) =>
  one(tx, actor, {
    stockId,
    kind: 'return',
    meta,
    deltas: () =>
      condition === 'good' ? { onHand: positive(qty) } : { nonSellable: positive(qty) },
  });

/** 引当: reserves available pieces; refused when 引当可能数 < qty (never oversells). */
export const allocateStock = quantityChange('allocation', (qty) => ({ allocated: qty }));

/** 引当解除: gives reserved pieces back. */
export const releaseStock = quantityChange('release', (qty) => ({ allocated: -qty }));

/** 連携反映: adopts the warehouse's figures — on_hand, and non_sellable when it reports one (refused below what is allocated). */
export const syncStock = (
  tx: Tx,
  actor: StockActor,
  stockId: number,
  figures: { onHand: number; nonSellable?: number },
  meta: StockMeta = {},
  { skipIfUnchanged = false }: { skipIfUnchanged?: boolean } = {},
) =>
  one(tx, actor, {
    stockId,
    kind: 'sync',
    meta,
    skipIfUnchanged,
    deltas: (row) => {
      const nonSellable = figures.nonSellable ?? row.nonSellable;
      if (figures.onHand === row.onHand && nonSellable === row.nonSellable && !skipIfUnchanged) {
        throw stockRefusal(M.unchanged);
      }
      return { onHand: figures.onHand - row.onHand, nonSellable: nonSellable - row.nonSellable };
    },
  });

/**
 * 在庫移動 out: `qty` pieces leave a row (kind transfer), refused beyond its 引当可能数 — checked on
 * the locked row, so two transfers (or a transfer and an allocation) never take the same pieces.
 */
export const transferOut = (
  stockId: number,
  qty: number,
  meta: StockMeta,
  field = 'quantity',
): StockChange => ({
  stockId,
  kind: 'transfer',
  meta,
  deltas: (row) => {
    positive(qty);
    const available = row.onHand - row.allocated;
    if (available < qty) throw stockRefusal(M.oversell(available, qty), field);
    return { onHand: -qty };
  },
});

/** 在庫移動 in: `qty` pieces arrive at a row (the destination, or the source on a cancel). */
export const transferIn = (stockId: number, qty: number, meta: StockMeta): StockChange => ({
  stockId,
  kind: 'transfer',
  meta,
  deltas: () => ({ onHand: positive(qty) }),
});
