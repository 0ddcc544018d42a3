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
import { z } from 'zod';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { JobError, type JobHandler } from '../jobs/index.ts';
import { providerForWarehouse } from '../warehouse-provider/index.ts';
import { findExternalWarehouses, warehouseSummaries } from '../warehouses/index.ts';
import { INVALID_PAYLOAD_MESSAGE, RefusedItemsError, toJobError } from './job-failure.ts';
import {
  jobFor,
  type BatchTotals,
  type WarehouseJob,
  type WarehouseJobDeps,
} from './warehouse-job-context.ts';

export type { BatchTotals, WarehouseJob, WarehouseJobDeps };

/** Every warehouse job's payload may name its warehouse; without one, all external ones. */
export const warehouseTarget = { warehouseId: z.number().int().positive().optional() };

async function targetsOf(deps: WarehouseJobDeps, scope: OrganisationScope, warehouseId?: number) {
  if (warehouseId === undefined) return findExternalWarehouses(deps.db, scope);
  const found = (await warehouseSummaries(deps.db, scope, [warehouseId])).get(warehouseId);
  return found ? [found] : [];
}

/**
 * A job handler, given the app's dependencies, that runs `run` on each target warehouse; `run`
 * stays callable so that one job can do another's work first on the same warehouse.
 */
export function warehouseJob<P extends { warehouseId?: number | undefined }>(spec: {
  payload: z.ZodType<P>;
  /** One warehouse's work; its message joins the process's (prefixed by the warehouse if several). */
  run: (job: WarehouseJob, payload: P) => Promise<string>;
}): ((deps: WarehouseJobDeps) => JobHandler) & { run: typeof spec.run } {
  const handler =
    (deps: WarehouseJobDeps): JobHandler =>
    async (context) => {
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
          const provider = await providerForWarehouse(deps.db, scope, warehouse.id, deps.secrets, {
            ...deps.tuning,
            outbound: deps.outbound,
          });
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
  return Object.assign(handler, { run: spec.run });
}
