import type { AllocationSummary, OrderStatusCode } from '@logi/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { applyStockChangesInBulk, type StockActor } from '../stocks/index.ts';
import { allocationSettingsOf, type AllocationSettings } from './allocation-settings.service.ts';
import { planOrder, StockBook, type OrderPlan, type PlanOrder } from './allocation.plan.ts';
import {
  ALLOCATABLE,
  candidatesByShop,
  countOrders,
  heldWarehouses,
  insertAllocations,
  lockNextPending,
  lockOrders,
  openLines,
  stockIdsFor,
  updateOrders,
  type OpenLine,
  type PendingOrder,
} from './allocation.repository.ts';

/** Orders per transaction: stock rows are locked once per batch (docs/decisions/026). */
export const ALLOCATION_BATCH = 1000;
export const ORDER_NOT_FOUND = '受注が見つかりませんでした';

/** An order's allocation status from its open lines: all allocated, some, or none. */
export function allocationStatusOf(
  lines: { quantity: number; allocatedQty: number }[],
): OrderStatusCode {
  if (lines.length > 0 && lines.every((line) => line.allocatedQty >= line.quantity))
    return 'allocated';
  return lines.some((line) => line.allocatedQty > 0) ? 'partial' : 'unallocated';
}

const distinct = <T>(values: T[]) => [...new Set(values)];
function groupBy<T>(items: readonly T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

async function allocateBatch(
  tx: Tx,
  actor: StockActor,
  settings: AllocationSettings,
  orders: PendingOrder[],
  summary: AllocationSummary,
) {
  const { scope } = actor;
  const ids = orders.map((order) => order.id);
  const lines = await openLines(tx, scope, ids);
  const linesOf = groupBy(lines, (line) => line.order_id);
  const held = orders.some((order) => order.status === 'partial')
    ? groupBy(await heldWarehouses(tx, scope, ids), (row) => row.order_id)
    : new Map<number, { warehouse_id: number }[]>();
  const candidates = await candidatesByShop(
    tx,
    scope,
    distinct(orders.map((order) => order.shop_id)),
    settings.defaultWarehouseGroupId,
  );
  const warehouseIds = distinct([...candidates.values()].flat().map((c) => c.warehouseId));
  const stockIds = await stockIdsFor(
    tx,
    scope,
    distinct(lines.map((line) => line.product_id)),
    warehouseIds,
  );
  const plans = new Map<number, OrderPlan>();
  await applyStockChangesInBulk(tx, actor, stockIds, (locked) => {
    const book = new StockBook();
    for (const row of locked.values())
      book.set(row.productId, row.warehouseId, row.id, row.onHand - row.allocated);
    for (const order of orders) {
      const plan = planOrder(
        toPlanOrder(order, linesOf.get(order.id) ?? [], held),
        candidates.get(order.shop_id) ?? [],
        book,
        settings,
      );
      plans.set(order.id, plan);
    }
    return [...plans.values()].flatMap((plan) =>
      plan.allocations.map((a) => ({
        stockId: a.stockId,
        kind: 'allocation' as const,
        deltas: { allocated: a.quantity },
        meta: { reference: { type: 'order', id: a.orderId } },
      })),
    );
  });
  const allocations = [...plans.values()].flatMap((plan) => plan.allocations);
  await insertAllocations(
    tx,
    scope,
    actor.userId,
    allocations.map((a) => ({
      order_id: a.orderId,
      order_line_id: a.lineId,
      warehouse_id: a.warehouseId,
      stock_id: a.stockId,
      quantity: a.quantity,
      method: settings.method,
      priority: settings.priority,
      rank: a.rank,
      reason: a.reason,
    })),
  );
  const updates = orders.map((order) => {
    const plan = plans.get(order.id)!;
    const added = new Map<number, number>();
    for (const a of plan.allocations) added.set(a.lineId, (added.get(a.lineId) ?? 0) + a.quantity);
    const status = allocationStatusOf(
      (linesOf.get(order.id) ?? []).map((line) => ({
        quantity: line.quantity,
        allocatedQty: line.allocated_qty + (added.get(line.id) ?? 0),
      })),
    );
    summary[status === 'allocated' ? 'allocated' : status === 'partial' ? 'partial' : 'short'] += 1;
    const words = distinct([...plan.allocations.map((a) => a.reason), ...plan.notes]);
    return {
      id: order.id,
      status,
      note: words.length > 0 ? words.join(' / ') : null,
      allocated: plan.allocations.length > 0,
    };
  });
  await updateOrders(tx, scope, updates);
}

function toPlanOrder(
  order: PendingOrder,
  lines: OpenLine[],
  held: Map<number, { warehouse_id: number }[]>,
): PlanOrder {
  return {
    id: order.id,
    heldWarehouseIds: (held.get(order.id) ?? []).map((row) => row.warehouse_id),
    lines: lines.map((line) => ({
      id: line.id,
      lineNumber: line.line_number,
      productId: line.product_id,
      productCode: line.product_code,
      remaining: line.quantity - line.allocated_qty,
    })),
  };
}

const byAge = (a: PendingOrder, b: PendingOrder) => a.epoch - b.epoch || a.id - b.id;

/**
 * 引当: the named orders (another organisation's id: 404, nothing done), or every 未引当/一部引当 order
 * when none are named — oldest first, in batches of ALLOCATION_BATCH orders per transaction.
 * Orders in other statuses are skipped and counted.
 */
export async function allocateOrders(
  db: DbOrTx,
  actor: StockActor,
  {
    orderIds,
    batchSize = ALLOCATION_BATCH,
  }: { orderIds?: readonly number[]; batchSize?: number } = {},
): Promise<AllocationSummary> {
  const settings = await allocationSettingsOf(db, actor.scope);
  const summary: AllocationSummary = { allocated: 0, partial: 0, short: 0, skipped: 0 };
  if (orderIds) {
    const ids = distinct([...orderIds]).sort((a, b) => a - b);
    if ((await countOrders(db, actor.scope, ids)) !== ids.length) throw notFound(ORDER_NOT_FOUND);
    for (let start = 0; start < ids.length; start += batchSize) {
      await db.transaction(async (tx) => {
        const locked = await lockOrders(tx, actor.scope, ids.slice(start, start + batchSize));
        const open = locked.filter((order) => ALLOCATABLE.includes(order.status)).sort(byAge);
        summary.skipped += locked.length - open.length;
        if (open.length > 0) await allocateBatch(tx, actor, settings, open, summary);
      });
    }
    return summary;
  }
  let cursor: { orderedAt: string; id: number } | undefined;
  for (;;) {
    const last = await db.transaction(async (tx) => {
      const batch = await lockNextPending(tx, actor.scope, cursor, batchSize);
      if (batch.length > 0) await allocateBatch(tx, actor, settings, batch, summary);
      return batch.at(-1);
    });
    if (!last) return summary;
    cursor = { orderedAt: last.ordered_at, id: last.id };
  }
}
