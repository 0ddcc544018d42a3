import { SHIPPING_MESSAGES as M } from '@logi/shared';
import { MAX_PER_PAGE } from '@logi/warehouse-api';
import { z } from 'zod';
import {
  bookShipment,
  bookShippingNg,
  instructionsByIds,
  instructionsToSend,
  markInstructionSent,
  mirrorShippingStatus,
  noteSendRequest,
  settleCancellation,
  settleSuspension,
  shipmentsSince,
  shippingNgSince,
  unsentCounts,
  type InstructionToSend,
} from '../shipping/index.ts';
import type { WriteOutcome } from '../warehouse-provider/index.ts';
import { acceptedRef, acknowledgedRows, ignoredLine } from './acknowledged-rows.ts';
import { warehouseJob, warehouseTarget, type WarehouseJob } from './warehouse-job.ts';

const instructionIds = z.array(z.number().int().positive()).min(1).max(500);
const refusalText = (errors: readonly string[]) => errors.join(' / ');
const refusalOf = (outcome: WriteOutcome, code: string) => {
  const refused = outcome.refusals.find((item) => item.商品コード === code);
  return refused ? refusalText(refused.エラー) : null;
};

/**
 * Instructions an earlier process got to the warehouse (its send failed as a whole, e.g. every
 * answer lost in an outage) are asked about by that request's id, as a retry asks, and adopted
 * as 受付済 instead of being sent again (the warehouse would refuse the number as taken).
 */
async function adoptEarlierSends(job: WarehouseJob, items: readonly InstructionToSend[]) {
  const byRequest = new Map<string, InstructionToSend[]>();
  for (const item of items) {
    if (item.sendRequestId === null) continue;
    byRequest.set(item.sendRequestId, [...(byRequest.get(item.sendRequestId) ?? []), item]);
  }
  const adopted = new Set<number>();
  for (const [requestId, group] of byRequest) {
    const outcome = await job.askEarlier(requestId);
    if (!outcome) continue;
    const taken = group.filter((item) =>
      outcome.accepted.includes(item.instruction.instructionNumber),
    );
    // Adopted like a fresh acceptance: under the warehouse's own id (decision 036).
    await job.acknowledge(
      'shipping_instruction',
      requestId,
      taken.map((item) => ({
        recordId: item.id,
        reference: acceptedRef(outcome, item.instruction.instructionNumber),
      })),
    );
    for (const item of taken) {
      await markInstructionSent(job.db, job.scope, item.id, null);
      adopted.add(item.id);
    }
  }
  return adopted;
}

/** What a send that found nothing left to send says: sent already (a retry), or cancelled. */
async function nothingToSend(job: WarehouseJob, ids: number[]) {
  const { sent, cancelled } = await unsentCounts(job.db, job.scope, ids);
  const parts = [
    sent > 0 ? M.alreadySent(sent) : '',
    cancelled > 0 ? M.cancelledUnsent(cancelled) : '',
  ].join('');
  return parts || M.nothingToSend;
}

/**
 * 出荷指示登録 (and 再送信): one warehouse's instructions in one request; accepted → 受付済 under the
 * warehouse's own id of each (kept first: what it reports later is matched by it), refused →
 * 連携エラー. Each send notes its request id on the instructions before it goes.
 */
export const shippingInstructionCreate = warehouseJob({
  payload: z.object({ ...warehouseTarget, instructionIds }),
  async run(job, payload) {
    const items = await instructionsToSend(job.db, job.scope, payload.instructionIds);
    if (items.length === 0) return nothingToSend(job, payload.instructionIds);
    const mark = (message: string | null) =>
      Promise.all(items.map((item) => markInstructionSent(job.db, job.scope, item.id, message)));
    let adopted: Set<number>;
    try {
      adopted = await adoptEarlierSends(job, items);
      const rest = items.filter((item) => !adopted.has(item.id));
      await job.writeInBatches(rest, {
        part: 'shipping',
        batchSize: 500,
        send: async (call, batch) => {
          const ids = batch.map((item) => item.id);
          await noteSendRequest(job.db, job.scope, ids, call.requestId);
          return job.provider.createShippingInstructions(
            call,
            batch.map((item) => item.instruction),
          );
        },
        store: async (outcome, batch) => {
          const accepted = batch.filter(
            (item) => !refusalOf(outcome, item.instruction.instructionNumber),
          );
          await job.acknowledge(
            'shipping_instruction',
            outcome.requestId,
            accepted.map((item) => ({
              recordId: item.id,
              reference: acceptedRef(outcome, item.instruction.instructionNumber),
            })),
          );
          for (const item of batch) {
            const refusal = refusalOf(outcome, item.instruction.instructionNumber);
            await markInstructionSent(job.db, job.scope, item.id, refusal);
          }
        },
      });
    } catch (error) {
      // The call failed as a whole (timeout, 5xx…): the instructions say so until a retry succeeds.
      await mark(error instanceof Error ? error.message : String(error));
      throw error;
    }
    const earlier = adopted.size > 0 ? M.registeredEarlier(adopted.size) : '';
    return `${M.registered(items.length)}${earlier}`;
  },
});

/** 出荷保留 / 出荷キャンセル: the instructions by number; each settles here as the warehouse answers. */
function instructionChange(
  part: string,
  send: 'suspendShipping' | 'cancelShipping',
  settle: (
    job: Parameters<Parameters<typeof warehouseJob>[0]['run']>[0],
    id: number,
    refusal: string | null,
    reason: string,
  ) => Promise<void>,
  done: string,
) {
  return warehouseJob({
    payload: z.object({ ...warehouseTarget, instructionIds, reason: z.string().default('') }),
    async run(job, payload) {
      const rows = (await instructionsByIds(job.db, job.scope, payload.instructionIds)).filter(
        (row) =>
          row.warehouseId === job.warehouse.id && !['cancelled', 'shipped'].includes(row.status),
      );
      if (rows.length === 0) return `${done}する出荷指示がありません。`;
      await job.writeInBatches(rows, {
        part,
        batchSize: 500,
        send: (call, batch) =>
          job.provider[send](
            call,
            batch.map((row) => row.number),
          ),
        store: async (outcome, batch) => {
          for (const row of batch) {
            await settle(job, row.id, refusalOf(outcome, row.number), payload.reason);
          }
        },
      });
      return `出荷指示${rows.length}件の${done}を倉庫に依頼しました。`;
    },
  });
}

export const shippingSuspend = instructionChange(
  'shipping-suspend',
  'suspendShipping',
  (job, id, refusal) => settleSuspension(job.db, job.scope, id, refusal),
  '出荷保留',
);

export const shippingCancel = instructionChange(
  'shipping-cancel',
  'cancelShipping',
  (job, id, refusal, reason) =>
    settleCancellation(job.db, job.scope, id, { reason: reason || 'キャンセル', refusal }),
  'キャンセル',
);

/** The rows about instructions the warehouse acknowledged for us; the others are logged, counted. */
const ourInstructions = <T extends { instructionRef: string; instructionNumber: string }>(
  job: WarehouseJob,
  rows: readonly T[],
) =>
  acknowledgedRows(job, 'shipping_instruction', rows, (row) => ({
    reference: row.instructionRef,
    number: row.instructionNumber,
  }));

/** 出荷ステータス検索: mirrors 受付済 / 出荷作業中 / 出荷保留 / キャンセル of the warehouse. */
export const shippingStatusSearch = warehouseJob({
  payload: z.object(warehouseTarget),
  async run(job) {
    await job.reportProgress(0, 1);
    const rows = await job.searchAll('shipping-statuses', (call, page) =>
      job.provider.searchShippingStatuses(call, { page, perPage: MAX_PER_PAGE }),
    );
    const { owned, ignored } = await ourInstructions(job, rows);
    let changed = 0;
    for (const { row, recordId } of owned) {
      if (await mirrorShippingStatus(job.db, job.scope, recordId, row)) changed += 1;
    }
    await job.reportProgress(1, 1);
    return [
      `${job.warehouse.name}の出荷ステータス${rows.length}件を取得し、${changed}件を更新しました。`,
      ...ignoredLine('出荷ステータス', ignored),
    ].join('\n');
  },
});

/** 出荷実績検索: each parcel shipped, booked exactly once (stock falls once). */
export const shipmentSearch = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    since: z.string().datetime({ offset: true }).optional(),
  }),
  async run(job, { since }) {
    await job.reportProgress(0, 1);
    const from = since ?? (await shipmentsSince(job.db, job.scope, job.warehouse.id));
    const rows = await job.searchAll('shipments', (call, page) =>
      job.provider.searchShipments(call, { page, perPage: MAX_PER_PAGE, since: from }),
    );
    const { owned, ignored } = await ourInstructions(job, rows);
    let booked = 0;
    for (const { row, recordId } of owned) {
      if ((await bookShipment(job.db, job.scope, recordId, row)) === 'booked') booked += 1;
    }
    await job.reportProgress(1, 1);
    return [
      `${job.warehouse.name}の出荷実績${rows.length}件を取得し、${booked}件を出荷済にしました。`,
      ...ignoredLine('出荷実績', ignored),
    ].join('\n');
  },
});

/** 出荷不可検索: the instructions the warehouse refused, with the reason and shippable pieces. */
export const shippingNgSearch = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    since: z.string().datetime({ offset: true }).optional(),
  }),
  async run(job, { since }) {
    await job.reportProgress(0, 1);
    const from = since ?? (await shippingNgSince(job.db, job.scope, job.warehouse.id));
    const rows = await job.searchAll('shipping-ng', (call, page) =>
      job.provider.searchShippingNg(call, { page, perPage: MAX_PER_PAGE, since: from }),
    );
    const { owned, ignored } = await ourInstructions(job, rows);
    let booked = 0;
    for (const { row, recordId } of owned) {
      if ((await bookShippingNg(job.db, job.scope, recordId, row)) === 'booked') booked += 1;
    }
    await job.reportProgress(1, 1);
    return [
      `${job.warehouse.name}の出荷不可${rows.length}件を取得し、${booked}件を出荷不可にしました。`,
      ...ignoredLine('出荷不可', ignored),
    ].join('\n');
  },
});
