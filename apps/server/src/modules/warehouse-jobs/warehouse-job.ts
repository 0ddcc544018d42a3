// The runner of every job that calls a warehouse. A handler is a few lines:
//
//   export const productCreateUpdate = warehouseJob({
//     payload: z.object({ ...warehouseTarget, productIds: z.array(z.number().int()).min(1) }),
//     async run(job, { productIds }) {
//       const rows = await findProductsForSync(job.db, job.scope, productIds);
//       const sent = await job.writeInBatches(rows, {
//         part: 'products',
//         send: (call, batch) => job.provider.upsertProducts(call, batch.map(toWarehouseProduct)),
//         store: (outcome) => markProductsSynced(job.db, job.scope, outcome), // before the next batch
//       });
//       return `${sent.accepted}件を登録しました。`;
//     },
//   });
//   // then one line in warehouse-jobs/index.ts: product_create_update: productCreateUpdate(deps)
//
// Searches: `const rows = await job.searchAll('inventory', (call, page) =>
// job.provider.searchInventory(call, { page, perPage: 1000 }))`, then store and return a message.
// The runner resolves the warehouse(s), derives each call's request id from the process's (so a
// retry or a restart after a crash re-sends the SAME id and the warehouse does the work once, and
// asks the warehouse for that id's result before sending again), reports progress, turns
// WarehouseApiError into a JobError with its Japanese message (retried only if it may help) and
// ends the process failed, listing {商品コード, エラー} per refused item, once everything is stored.
import { NO_EXTERNAL_WAREHOUSE_MESSAGE } from '@logi/shared';
import type { Page } from '@logi/warehouse-api';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import type { SecretBox } from '../app-settings/index.ts';
import { JobError, type JobContext, type JobHandler } from '../jobs/index.ts';
import {
  awaitRequestResult,
  collectAllPages,
  providerForWarehouse,
  type ItemRefusal,
  type ProviderCall,
  type ProviderTuning,
  type WarehouseProvider,
  type WriteOutcome,
} from '../warehouse-provider/index.ts';
import { findExternalWarehouses, warehouseSummaries } from '../warehouses/index.ts';
import {
  INVALID_PAYLOAD_MESSAGE,
  RefusedItemsError,
  STILL_PROCESSING_MESSAGE,
  toJobError,
} from './job-failure.ts';
import { callRequestId } from './request-ids.ts';

export type WarehouseJobDeps = {
  db: Database;
  secrets: SecretBox;
  /** The HTTP adapter's timeouts and retries (WAREHOUSE_* settings). */
  tuning?: ProviderTuning;
  /** How long to wait for a write the warehouse is still working on. */
  resultPolling?: { attempts: number; intervalMs: number };
};

/** Every warehouse job's payload may name its warehouse; without one, all external ones. */
export const warehouseTarget = { warehouseId: z.number().int().positive().optional() };

type Target = { id: number; code: string; name: string };
export type BatchTotals = { items: number; accepted: number; refusals: ItemRefusal[] };

export type WarehouseJob = {
  context: JobContext;
  db: Database;
  scope: OrganisationScope;
  warehouse: Target;
  provider: WarehouseProvider;
  /** The call for one part of the work, with its derived, retry-stable request id. */
  call: (part: string) => ProviderCall;
  /** Progress within this warehouse; the runner scales it over all of them. */
  reportProgress: (done: number, total: number) => Promise<void>;
  /** One write, sent at most once per request id; resolves to its completed outcome. */
  writeOnce: (
    part: string,
    send: (call: ProviderCall) => Promise<WriteOutcome>,
  ) => Promise<WriteOutcome>;
  /** Writes in batches, storing each batch's outcome before the next, with progress per item. */
  writeInBatches: <T>(
    items: readonly T[],
    options: {
      part: string;
      batchSize?: number;
      send: (call: ProviderCall, batch: T[]) => Promise<WriteOutcome>;
      store: (outcome: WriteOutcome, batch: T[]) => Promise<void>;
    },
  ) => Promise<BatchTotals>;
  /** Every row of a paged search. */
  searchAll: <T>(
    part: string,
    fetchPage: (call: ProviderCall, page: number) => Promise<Page<T>>,
  ) => Promise<T[]>;
};

const DEFAULT_BATCH_SIZE = 100;
const DEFAULT_POLLING = { attempts: 30, intervalMs: 1000 };

async function targetsOf(deps: WarehouseJobDeps, scope: OrganisationScope, warehouseId?: number) {
  if (warehouseId === undefined) return findExternalWarehouses(deps.db, scope);
  const found = (await warehouseSummaries(deps.db, scope, [warehouseId])).get(warehouseId);
  return found ? [found] : [];
}

function jobFor(
  deps: WarehouseJobDeps,
  context: JobContext,
  warehouse: Target,
  provider: WarehouseProvider,
  reportProgress: WarehouseJob['reportProgress'],
  refused: BatchTotals,
): WarehouseJob {
  const scope = organisationScope(context.organisationId);
  const call = (part: string): ProviderCall => ({
    requestId: callRequestId(context.requestId, warehouse.id, part),
    signal: context.signal,
  });
  const writeOnce: WarehouseJob['writeOnce'] = async (part, send) => {
    const request = call(part);
    // A retry asks first: the warehouse may have the request from a run that died after sending.
    let outcome = context.attempt > 1 ? await provider.getRequestResult(request) : null;
    outcome ??= await send(request);
    if (outcome.status !== 'completed') {
      outcome =
        (await awaitRequestResult(provider, request, deps.resultPolling ?? DEFAULT_POLLING)) ??
        outcome;
    }
    if (outcome.status !== 'completed') throw new JobError(STILL_PROCESSING_MESSAGE);
    return outcome;
  };
  return {
    context,
    db: deps.db,
    scope,
    warehouse,
    provider,
    call,
    reportProgress,
    writeOnce,
    async writeInBatches(items, { part, batchSize = DEFAULT_BATCH_SIZE, send, store }) {
      const totals: BatchTotals = { items: items.length, accepted: 0, refusals: [] };
      await reportProgress(0, items.length);
      for (let start = 0, index = 1; start < items.length; start += batchSize, index += 1) {
        const batch = items.slice(start, start + batchSize);
        const outcome = await writeOnce(`${part}-${index}`, (request) => send(request, batch));
        await store(outcome, batch);
        totals.accepted += outcome.accepted.length;
        totals.refusals.push(...outcome.refusals);
        await reportProgress(start + batch.length, items.length);
      }
      refused.items += totals.items;
      refused.refusals.push(...totals.refusals);
      return totals;
    },
    searchAll: (part, fetchPage) => collectAllPages(call(part), fetchPage),
  };
}

/** A job handler, given the app's dependencies, that runs `run` on each target warehouse. */
export function warehouseJob<P extends { warehouseId?: number | undefined }>(spec: {
  payload: z.ZodType<P>;
  /** One warehouse's work; its message joins the process's (prefixed by the warehouse if several). */
  run: (job: WarehouseJob, payload: P) => Promise<string>;
}): (deps: WarehouseJobDeps) => JobHandler {
  return (deps) => async (context) => {
    const parsed = spec.payload.safeParse(context.payload);
    if (!parsed.success) throw new JobError(INVALID_PAYLOAD_MESSAGE, { retryable: false });
    const scope = organisationScope(context.organisationId);
    const targets = await targetsOf(deps, scope, parsed.data.warehouseId);
    if (targets.length === 0)
      throw new JobError(NO_EXTERNAL_WAREHOUSE_MESSAGE, { retryable: false });
    const refused: BatchTotals = { items: 0, accepted: 0, refusals: [] };
    const messages: string[] = [];
    try {
      for (const [index, warehouse] of targets.entries()) {
        const provider = await providerForWarehouse(
          deps.db,
          scope,
          warehouse.id,
          deps.secrets,
          deps.tuning,
        );
        const scaled = (done: number, total: number) =>
          context.reportProgress(index * total + done, targets.length * total);
        const job = jobFor(deps, context, warehouse, provider, scaled, refused);
        const message = await spec.run(job, parsed.data);
        messages.push(targets.length > 1 ? `${warehouse.name}: ${message}` : message);
      }
    } catch (error) {
      throw toJobError(error);
    }
    // Everything accepted is stored by now; the refused items end the process failed, listed.
    if (refused.refusals.length > 0) throw new RefusedItemsError(refused.refusals, refused.items);
    return messages.join('\n');
  };
}
