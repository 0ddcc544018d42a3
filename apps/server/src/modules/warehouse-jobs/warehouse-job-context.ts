import type { Page } from '@logi/warehouse-api';
import type { Database } from '../../db/client.ts';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import type { SecretBox } from '../app-settings/index.ts';
import type { OutboundPolicy } from '../outbound/index.ts';
import { JobError, type JobContext } from '../jobs/index.ts';
import {
  awaitRequestResult,
  collectAllPages,
  type ItemRefusal,
  type ProviderCall,
  type ProviderTuning,
  type WarehouseProvider,
  type WriteOutcome,
} from '../warehouse-provider/index.ts';
import { STILL_PROCESSING_MESSAGE } from './job-failure.ts';
import { callRequestId } from './request-ids.ts';
import {
  acknowledgedRecords,
  recordAcknowledgements,
  type Acknowledgement,
} from './warehouse-acknowledgements.repository.ts';
import type { AcknowledgedSubject } from './warehouse-acknowledgements.table.ts';

// What a warehouse job's `run` works with, for one warehouse (see warehouse-job.ts).

export type WarehouseJobDeps = {
  db: Database;
  secrets: SecretBox;
  /** Where warehouse calls may go (WAREHOUSE_ALLOWED_HOSTS, https in production; decision 035). */
  outbound: OutboundPolicy;
  /** The HTTP adapter's timeouts and retries (WAREHOUSE_* settings). */
  tuning?: ProviderTuning;
  /** How long to wait for a write the warehouse is still working on. */
  resultPolling?: { attempts: number; intervalMs: number };
  /** Where rows the warehouse never acknowledged for the organisation are reported (app.log). */
  log?: { warn: (object: object, message: string) => void };
};

/** A row of the warehouse's answer, named by its reference and our number, for the log. */
export type ForeignRow = { reference: string; number: string };

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
  /**
   * A write an earlier process sent (its request id), as the warehouse has it now: waited for while
   * still 処理中, null when it never arrived. What a re-send asks before sending again.
   */
  askEarlier: (requestId: string) => Promise<WriteOutcome | null>;
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
  /** Keeps what the warehouse accepted of ours under the reference it gave (decision 036). */
  acknowledge: (
    subject: AcknowledgedSubject,
    requestId: string,
    acknowledged: readonly Acknowledgement[],
  ) => Promise<void>;
  /** Our record behind each reference the warehouse acknowledged for this organisation. */
  acknowledgedRecords: (
    subject: AcknowledgedSubject,
    references: readonly string[],
  ) => Promise<Map<string, number>>;
  /** Logs rows the warehouse never acknowledged for us (left out); answers how many. */
  ignoreForeign: (kind: string, rows: readonly ForeignRow[]) => number;
};

const DEFAULT_BATCH_SIZE = 100;
const DEFAULT_POLLING = { attempts: 30, intervalMs: 1000 };

/** The job for one warehouse: its calls, request ids, batches and progress. */
export function jobFor(
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
  const polling = deps.resultPolling ?? DEFAULT_POLLING;
  const writeOnce: WarehouseJob['writeOnce'] = async (part, send) => {
    const request = call(part);
    // A retry asks first: the warehouse may have the request from a run that died after sending.
    let outcome = context.attempt > 1 ? await provider.getRequestResult(request) : null;
    outcome ??= await send(request);
    if (outcome.status !== 'completed') {
      outcome = (await awaitRequestResult(provider, request, polling)) ?? outcome;
    }
    if (outcome.status !== 'completed') throw new JobError(STILL_PROCESSING_MESSAGE);
    return outcome;
  };
  const askEarlier: WarehouseJob['askEarlier'] = async (requestId) => {
    const outcome = await awaitRequestResult(
      provider,
      { requestId, signal: context.signal },
      polling,
    );
    if (outcome && outcome.status !== 'completed') throw new JobError(STILL_PROCESSING_MESSAGE);
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
    askEarlier,
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
    acknowledge: (subject, requestId, acknowledged) =>
      recordAcknowledgements(deps.db, scope, warehouse.id, subject, requestId, acknowledged),
    acknowledgedRecords: (subject, references) =>
      acknowledgedRecords(deps.db, scope, warehouse.id, subject, references),
    ignoreForeign(kind, rows) {
      for (const row of rows) {
        deps.log?.warn(
          {
            organisationId: context.organisationId,
            processId: context.processId,
            warehouseId: warehouse.id,
            kind,
            ...row,
          },
          'warehouse row not acknowledged for this organisation: ignored',
        );
      }
      return rows.length;
    },
  };
}
