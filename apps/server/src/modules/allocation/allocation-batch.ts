import type { AllocationSummary } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  allocateLines,
  heldAllocationsOf,
  orderStatusOf,
  recordAllocationOutcomes,
} from '../orders/index.ts';
import {
  applyStockChangesInBulk,
  isStockRefusal,
  type LockedStocks,
  type StockActor,
} from '../stocks/index.ts';
import type { AllocationSettings } from './allocation-settings.service.ts';
import {
  distinct,
  figuresOnly,
  groupBy,
  planBatch,
  stockChanges,
  takenPerStock,
  type BatchContext,
} from './allocation-batch-plan.ts';
import type { LotBook } from './allocation-lots.ts';
import type { OrderPlan } from './allocation-plan.ts';
import type { AllocationRun, RunSlot } from './allocation-run.ts';
import type { PendingOrder } from './allocation.repository.ts';
import { candidatesByShop, openLines, shopLotCutoffs } from '../../read-models/allocation/index.ts';

/**
 * One batch of orders in one transaction (decision 031): planned on the run's figures (read
 * without locks), written, then only the stock rows it changes are locked and checked. When one
 * of them no longer holds what the plan takes, the batch is rolled back to before its writes and
 * planned again under the locks of every row of its products: never an oversell, and the common
 * case holds its stock locks only for the stock update, the ledger and the commit.
 */

export type BatchCounts = Omit<AllocationSummary, 'skipped'>;

async function readBatch(
  tx: Tx,
  actor: StockActor,
  settings: AllocationSettings,
  orders: PendingOrder[],
  run: AllocationRun,
): Promise<BatchContext> {
  const { scope } = actor;
  const ids = orders.map((order) => order.id);
  const lines = await openLines(tx, scope, ids);
  const held = orders.some((order) => order.status !== 'unallocated')
    ? groupBy(await heldAllocationsOf(tx, scope, ids), (row) => row.orderId)
    : new Map<number, { warehouseId: number }[]>();
  const candidates = await candidatesByShop(
    tx,
    scope,
    distinct(orders.map((order) => order.shopId)),
    settings.defaultWarehouseGroupId,
  );
  const productIds = distinct(lines.map((line) => line.product_id));
  const lotProducts = new Set(lines.filter((l) => l.lot_managed).map((l) => l.product_id));
  await run.read(tx, scope, productIds, lotProducts);
  const linesOf = groupBy(lines, (line) => line.order_id);
  const shopCutoffs = await shopLotCutoffs(tx, scope, distinct(orders.map((o) => o.shopId)));
  return { orders, linesOf, held, candidates, shopCutoffs, productIds, lotProducts };
}

/** The allocation rows, the lines' allocated pieces and the orders' status and note. */
async function writePlans(
  tx: Tx,
  actor: StockActor,
  settings: AllocationSettings,
  context: BatchContext,
  plans: Map<number, OrderPlan>,
): Promise<BatchCounts> {
  const allocations = [...plans.values()].flatMap((plan) => plan.allocations);
  await allocateLines(
    tx,
    actor.scope,
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
      lot_no: a.lotNo ?? null,
    })),
  );
  const counts: BatchCounts = { allocated: 0, partial: 0, short: 0 };
  const updates = context.orders.flatMap((order) => {
    const plan = plans.get(order.id)!;
    const added = new Map<number, number>();
    for (const a of plan.allocations) added.set(a.lineId, (added.get(a.lineId) ?? 0) + a.quantity);
    const lines = (context.linesOf.get(order.id) ?? []).map((line) => ({
      quantity: line.quantity,
      allocatedQty: line.allocated_qty + (added.get(line.id) ?? 0),
      shippedQty: line.shipped_qty,
      cancelledQty: line.cancelled_qty,
    }));
    // A 一部出荷 order whose rest is already allocated (waiting for 出荷指示) is left as it is.
    const owed = (context.linesOf.get(order.id) ?? []).some(
      (line) => line.allocated_qty + line.cancelled_qty < line.quantity,
    );
    if (!owed && order.status === 'partially_shipped') return [];
    const whole = lines.every((line) => line.allocatedQty + line.cancelledQty >= line.quantity);
    counts[whole ? 'allocated' : lines.some((l) => l.allocatedQty > 0) ? 'partial' : 'short'] += 1;
    const words = distinct([...plan.allocations.map((a) => a.reason), ...plan.notes]);
    // Orders waiting for allocation have no open instruction: their lines alone decide.
    return [
      {
        id: order.id,
        status: orderStatusOf(false, [], lines),
        note: words.length > 0 ? words.join(' / ') : null,
        allocated: plan.allocations.length > 0,
      },
    ];
  });
  await recordAllocationOutcomes(tx, actor.scope, updates);
  return counts;
}

/**
 * Allocates `orders` (already locked by the caller, oldest first) inside `tx`, in its run's
 * order (`slot`). Returns the batch's counts.
 */
export async function allocateBatch(
  tx: Tx,
  actor: StockActor,
  settings: AllocationSettings,
  orders: PendingOrder[],
  slot: RunSlot,
): Promise<BatchCounts> {
  const context = await readBatch(tx, actor, settings, orders, slot.run);
  await slot.plan.ready;
  const figures = slot.run.figuresOf(context.productIds);
  const { plans, lotsLeft } = planBatch(context, settings, figures);
  const taken = takenPerStock(plans);
  // The next batch plans on what this plan leaves, before this transaction commits.
  for (const [id, pieces] of taken) {
    const row = figures.get(id)!;
    slot.run.update(id, {
      ...row,
      allocated: row.allocated + pieces,
      lots: lotsLeft.get(id) ?? row.lots,
    });
  }
  slot.plan.pass();
  await tx.execute(sql`savepoint planned_allocation`);
  const counts = await writePlans(tx, actor, settings, context, plans);
  await slot.stock.ready;
  let fits = true;
  const known = { lotProducts: context.lotProducts };
  const check = (locked: LockedStocks) => {
    // Every row the plan draws on must still hold what it takes (a figure may have moved since
    // the run read it); otherwise nothing is applied and the batch is planned again below.
    fits = [...taken].every(([id, pieces]) => {
      const row = locked.get(id);
      return row !== undefined && row.onHand - row.allocated >= pieces;
    });
    if (!fits) return [];
    slot.stock.pass();
    return stockChanges(plans);
  };
  // The lots the plans name are checked as the service adds the pieces (none read before): a lot
  // that moved since the run read it refuses, and the batch is planned again below as well.
  await applyStockChangesInBulk(tx, actor, [...taken.keys()], check, {
    ...known,
    namedLots: true,
  }).catch((error: unknown) => {
    if (!fits || !isStockRefusal(error)) throw error;
    fits = false;
  });
  // The run's figures already hold this plan (and maybe the next batch's): they stay as they are.
  if (fits) return counts;
  // The stock moved between the read and the locks: plan again on the locked figures.
  await tx.execute(sql`rollback to savepoint planned_allocation`);
  let lockedPlans = new Map<number, OrderPlan>();
  let lockedLotBooks = new Map<number, LotBook>();
  const locked = await applyStockChangesInBulk(
    tx,
    actor,
    [...figures.keys()],
    (rows, lots) => {
      slot.stock.pass();
      const lotBook = (id: number) => {
        const cutoff = figures.get(id)!.lots?.cutoff;
        return cutoff === undefined ? {} : { lots: { cutoff, lots: lots.get(id) ?? [] } };
      };
      ({ plans: lockedPlans, lotsLeft: lockedLotBooks } = planBatch(
        context,
        settings,
        new Map(
          [...rows].map(([id, row]) => [
            id,
            { ...figures.get(id)!, ...figuresOnly(row), ...lotBook(id) },
          ]),
        ),
      ));
      return stockChanges(lockedPlans);
    },
    known,
  );
  // The run learns the figures as they are (a batch already planned on the old ones re-checks them).
  for (const row of locked.values()) {
    const lots = lockedLotBooks.get(row.id) ?? figures.get(row.id)?.lots;
    slot.run.update(row.id, { ...figuresOnly(row), ...(lots && { lots }) });
  }
  return writePlans(tx, actor, settings, context, lockedPlans);
}
