import type { AllocationSummary } from '@logi/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { lockOrders } from '../orders/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { allocationSettingsOf, type AllocationSettings } from './allocation-settings.service.ts';
import { allocateBatch, type BatchCounts } from './allocation-batch.ts';
import { distinct } from './allocation-batch-plan.ts';
import { AllocationRun, passSlot } from './allocation-run.ts';
import { turnsInOrder } from './turns-in-order.ts';
import { ALLOCATABLE, lockNextPending, type PendingOrder } from './allocation.repository.ts';
import { countOrders } from '../../read-models/allocation/index.ts';

/** Orders per transaction (decision 031). */
export const ALLOCATION_BATCH = 1000;
/**
 * Transactions a run over every pending order keeps going at once: one batch writes its rows
 * while the one before it holds its stock locks, so PostgreSQL's work spreads over two cores.
 */
export const ALLOCATION_WORKERS = 2;
export const ORDER_NOT_FOUND = '受注が見つかりませんでした';

const add = (summary: AllocationSummary, counts: BatchCounts) => {
  summary.allocated += counts.allocated;
  summary.partial += counts.partial;
  summary.short += counts.short;
};

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
    workers = ALLOCATION_WORKERS,
  }: { orderIds?: readonly number[]; batchSize?: number; workers?: number } = {},
): Promise<AllocationSummary> {
  const settings = await allocationSettingsOf(db, actor.scope);
  const summary: AllocationSummary = { allocated: 0, partial: 0, short: 0, skipped: 0 };
  if (orderIds) {
    const ids = distinct([...orderIds]).sort((a, b) => a - b);
    if ((await countOrders(db, actor.scope, ids)) !== ids.length) throw notFound(ORDER_NOT_FOUND);
    for (let start = 0; start < ids.length; start += batchSize) {
      const outcome = await db.transaction(async (tx) => {
        const locked = await lockOrders(tx, actor.scope, ids.slice(start, start + batchSize));
        const open = locked.filter((order) => ALLOCATABLE.includes(order.status)).sort(byAge);
        const counts =
          open.length > 0
            ? await allocateBatch(tx, actor, settings, open, new AllocationRun().slot())
            : undefined;
        return { skipped: locked.length - open.length, counts };
      });
      summary.skipped += outcome.skipped;
      if (outcome.counts) add(summary, outcome.counts);
    }
    return summary;
  }
  await allocatePending(db, actor, settings, { batchSize, workers }, summary);
  return summary;
}

/**
 * Every 未引当/一部引当 order, by `workers` transactions at once (ALLOCATION_WORKERS; the bench also
 * measures 1). Batches are taken one at a time after the run's cursor (SKIP LOCKED: another run's batches are left to it) and lock their
 * stock in the order taken; the first failure stops the run once the batches under way end.
 */
async function allocatePending(
  db: DbOrTx,
  actor: StockActor,
  settings: AllocationSettings,
  { batchSize, workers }: { batchSize: number; workers: number },
  summary: AllocationSummary,
) {
  const run = new AllocationRun();
  let cursor: { orderedAt: string; id: number } | undefined;
  let finished = false;
  // Batches are taken one at a time: the cursor moves only once the batch before is locked.
  const nextTakeTurn = turnsInOrder();
  const take = async (tx: Tx) => {
    const turn = nextTakeTurn();
    await turn.ready;
    try {
      if (finished) return undefined;
      const batch = await lockNextPending(tx, actor.scope, cursor, batchSize);
      const last = batch.at(-1);
      if (!last) {
        finished = true;
        return undefined;
      }
      cursor = { orderedAt: last.orderedAt, id: last.id };
      return { batch, slot: run.slot() };
    } finally {
      turn.pass();
    }
  };
  const worker = async () => {
    for (;;) {
      const counts = await db.transaction(async (tx) => {
        const taken = await take(tx);
        if (!taken) return undefined;
        try {
          return await allocateBatch(tx, actor, settings, taken.batch, taken.slot);
        } finally {
          passSlot(taken.slot);
        }
      });
      if (!counts) return;
      add(summary, counts);
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: workers }, () =>
      worker().catch((error: unknown) => {
        finished = true;
        throw error;
      }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
