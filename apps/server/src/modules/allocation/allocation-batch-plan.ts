import type { BulkStockChange } from '../stocks/index.ts';
import type { AllocationSettings } from './allocation-settings.service.ts';
import { allocatable, takeOrderLots, withShopCutoff, type LotBook } from './allocation-lots.ts';
import { planOrder, StockBook, type OrderPlan, type PlanOrder } from './allocation-plan.ts';
import type { RunStock, StockFigures } from './allocation-run.ts';
import type { PendingOrder } from './allocation.repository.ts';
import type { candidatesByShop, OpenLine } from '../../read-models/allocation/index.ts';

// A batch's plan in memory (decision 031): pure, on the figures it is given; allocation-batch.ts
// reads them, writes the plans and checks them under the stock locks.

export const distinct = <T>(values: T[]) => [...new Set(values)];
export function groupBy<T>(items: readonly T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export type BatchContext = {
  orders: PendingOrder[];
  linesOf: Map<number, OpenLine[]>;
  held: Map<number, { warehouseId: number }[]>;
  candidates: Awaited<ReturnType<typeof candidatesByShop>>;
  /** Shops with their own 引当不可日数: the first 賞味期限 their orders may take. */
  shopCutoffs: Map<number, string>;
  productIds: number[];
  /** The ロット管理 products among them (read with the lines, in this transaction). */
  lotProducts: Set<number>;
};

function toPlanOrder(context: BatchContext, order: PendingOrder): PlanOrder {
  return {
    id: order.id,
    heldWarehouseIds: distinct((context.held.get(order.id) ?? []).map((row) => row.warehouseId)),
    lines: (context.linesOf.get(order.id) ?? []).map((line) => ({
      id: line.id,
      lineNumber: line.line_number,
      productId: line.product_id,
      productCode: line.product_code,
      remaining: line.quantity - line.allocated_qty - line.cancelled_qty,
    })),
  };
}

/** Every order's plan, oldest first, drawing on the book as it goes; lot rows taken FEFO. */
export function planBatch(
  context: BatchContext,
  settings: AllocationSettings,
  figures: Map<number, RunStock>,
) {
  const book = new StockBook();
  let lotRows = false;
  for (const row of figures.values()) {
    book.set(row.productId, row.warehouseId, row.id, allocatable(row));
    lotRows ||= row.lots !== undefined;
  }
  const plans = new Map<number, OrderPlan>();
  const lotsLeft = new Map<number, LotBook>();
  // A row's lots as the batch's plans left them, else as the run knows them.
  const read = (id: number) => figures.get(id)?.lots;
  const lotsOf = (id: number) => lotsLeft.get(id) ?? read(id);
  const rowsOf =
    lotRows && context.shopCutoffs.size > 0
      ? groupBy([...figures.values()], (row) => row.productId)
      : new Map<number, RunStock[]>();
  for (const order of context.orders) {
    const candidates = context.candidates.get(order.shopId) ?? [];
    const plan = () => planOrder(toPlanOrder(context, order), candidates, book, settings);
    if (!lotRows) {
      plans.set(order.id, plan());
      continue;
    }
    // Lots are taken order by order, so a shop's own 引当不可日数 sees what earlier orders left.
    const cutoff = context.shopCutoffs.get(order.shopId);
    // Only a shop with its own 引当不可日数 narrows rows: the order's products' rows, by index (a
    // scan of the batch's rows per order made the run quadratic in the batch's size).
    const planned = cutoff
      ? withShopCutoff(book, orderRows(context, order, rowsOf), lotsOf, cutoff, plan)
      : plan();
    plans.set(order.id, planned);
    takeOrderLots(planned, read, lotsLeft, cutoff);
  }
  return { plans, lotsLeft };
}

/** The stock rows of an order's products (each product once). */
function orderRows(context: BatchContext, order: PendingOrder, rowsOf: Map<number, RunStock[]>) {
  const products = new Set((context.linesOf.get(order.id) ?? []).map((l) => l.product_id));
  return [...products].flatMap((id) => rowsOf.get(id) ?? []);
}

export const stockChanges = (plans: Map<number, OrderPlan>): BulkStockChange[] =>
  [...plans.values()].flatMap((plan) =>
    plan.allocations.map((a) => ({
      stockId: a.stockId,
      kind: 'allocation' as const,
      deltas: { allocated: a.quantity },
      meta: { reference: { type: 'order', id: a.orderId } },
      ...(a.lotNo != null && { lot: { lotNo: a.lotNo } }),
    })),
  );

/** Pieces the plans take from each stock row. */
export function takenPerStock(plans: Map<number, OrderPlan>) {
  const taken = new Map<number, number>();
  for (const plan of plans.values())
    for (const a of plan.allocations)
      taken.set(a.stockId, (taken.get(a.stockId) ?? 0) + a.quantity);
  return taken;
}

/** Only a row's figures (a locked row carries its whole record). */
export const figuresOnly = (row: StockFigures): StockFigures => ({
  id: row.id,
  onHand: row.onHand,
  allocated: row.allocated,
  nonSellable: row.nonSellable,
});
