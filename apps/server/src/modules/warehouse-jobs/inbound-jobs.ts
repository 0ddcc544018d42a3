import { MAX_PER_PAGE } from '@logi/warehouse-api';
import { z } from 'zod';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import {
  bookWarehouseResult,
  bookWarehouseReturn,
  inboundResultsSince,
  markScheduleSent,
  mirrorWarehouseStatus,
  scheduleCancellationOf,
  scheduleToSend,
  settleWarehouseCancellation,
  type ArrivalLots,
  type ScheduleSettled,
} from '../inbound/index.ts';
import { arrivalLotsOfSchedule, settleTransferOfSchedule } from '../transfers/index.ts';
import { acceptedRef, acknowledgedRows, ignoredLine } from './acknowledged-rows.ts';
import { warehouseJob, warehouseTarget } from './warehouse-job.ts';

const scheduleId = z.number().int().positive();
const refusalText = (errors: readonly string[]) => errors.join(' / ');
/** A 在庫移動's schedule settles its transfer in the same transaction (decision 071). */
const transferHook =
  (scope: OrganisationScope): ScheduleSettled =>
  (tx, id) =>
    settleTransferOfSchedule(tx, scope, id);
/** A 在庫移動's pieces arrive in the lots they left the source in (decision 065). */
const transferLots =
  (scope: OrganisationScope): ArrivalLots =>
  (tx, id, arrival) =>
    arrivalLotsOfSchedule(tx, scope, id, arrival);

/**
 * 入荷予定登録: sends one schedule; accepted → 入荷待ち under the warehouse's own id of it (kept
 * first: its results are matched by it), refused → 連携エラー with the warehouse's reason.
 */
export const inboundScheduleCreate = warehouseJob({
  payload: z.object({ ...warehouseTarget, scheduleId }),
  async run(job, payload) {
    const schedule = await scheduleToSend(job.db, job.scope, payload.scheduleId);
    if (!schedule) return '送信する入荷予定がありません（送信済みまたはキャンセル済み）。';
    try {
      await job.writeInBatches([schedule], {
        part: 'inbound',
        batchSize: 1,
        send: (call, batch) => job.provider.createInboundSchedules(call, batch),
        store: async (outcome) => {
          const refused = outcome.refusals[0];
          if (!refused) {
            const reference = acceptedRef(outcome, schedule.scheduleNumber);
            await job.acknowledge('inbound_schedule', outcome.requestId, [
              { recordId: payload.scheduleId, reference },
            ]);
          }
          await markScheduleSent(job.db, job.scope, payload.scheduleId, {
            accepted: !refused,
            message: refused ? refusalText(refused.エラー) : null,
          });
        },
      });
    } catch (error) {
      // The call failed as a whole (timeout, 5xx…): the schedule says so until a retry succeeds.
      const message = error instanceof Error ? error.message : String(error);
      await markScheduleSent(job.db, job.scope, payload.scheduleId, { accepted: false, message });
      throw error;
    }
    return `入荷予定 ${schedule.scheduleNumber} を倉庫に登録しました。`;
  },
});

/** 入荷予定キャンセル: per schedule or per line; cancelled here once the warehouse accepts. */
export const inboundCancel = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    scheduleId,
    lineIds: z.array(z.number().int().positive()).optional(),
    reason: z.string(),
  }),
  async run(job, payload) {
    const target = await scheduleCancellationOf(
      job.db,
      job.scope,
      payload.scheduleId,
      payload.lineIds,
    );
    if (!target) return 'キャンセルする入荷予定がありません。';
    await job.writeInBatches([target], {
      part: 'inbound-cancel',
      batchSize: 1,
      send: (call) =>
        job.provider.cancelInbound(call, [
          {
            scheduleNumber: target.scheduleNumber,
            ...(target.lineNumbers && { lineNumbers: target.lineNumbers }),
            reason: payload.reason,
          },
        ]),
      store: async (outcome) => {
        const refused = outcome.refusals[0];
        await settleWarehouseCancellation(
          job.db,
          job.scope,
          payload.scheduleId,
          {
            lineIds: payload.lineIds,
            reason: payload.reason,
            refusal: refused ? refusalText(refused.エラー) : null,
          },
          transferHook(job.scope),
        );
      },
    });
    return `入荷予定 ${target.scheduleNumber} をキャンセルしました。`;
  },
});

/**
 * 入荷実績検索: books every receipt the warehouse reports since its last one here (or `since`),
 * each exactly once (by its result id), into the schedule it acknowledged for us (by its own id).
 */
export const inboundResultSearch = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    since: z.string().datetime({ offset: true }).optional(),
  }),
  async run(job, { since }) {
    await job.reportProgress(0, 1);
    const from = since ?? (await inboundResultsSince(job.db, job.scope, job.warehouse.id));
    const results = await job.searchAll('inbound-results', (call, page) =>
      job.provider.searchInboundResults(call, { page, perPage: MAX_PER_PAGE, since: from }),
    );
    const { owned, ignored } = await acknowledgedRows(job, 'inbound_schedule', results, (r) => ({
      reference: r.scheduleRef,
      number: r.scheduleNumber,
    }));
    let booked = 0;
    let unknown = 0;
    for (const { row, recordId } of owned) {
      const outcome = await bookWarehouseResult(
        job.db,
        job.scope,
        recordId,
        row,
        transferHook(job.scope),
        transferLots(job.scope),
      );
      booked += outcome.booked;
      if (outcome.unknown) unknown += 1;
    }
    await job.reportProgress(1, 1);
    return [
      `${job.warehouse.name}の入荷実績${results.length}件を取得し、${booked}明細を入荷しました。`,
      ...(unknown > 0 ? [`入荷予定が見つからない実績: ${unknown}件`] : []),
      ...ignoredLine('入荷実績', ignored),
    ].join('\n');
  },
});

/** 入荷ステータス検索: mirrors the warehouse's acceptance and cancellations of our schedules. */
export const inboundStatusSearch = warehouseJob({
  payload: z.object(warehouseTarget),
  async run(job) {
    await job.reportProgress(0, 1);
    const rows = await job.searchAll('inbound-statuses', (call, page) =>
      job.provider.searchInboundStatuses(call, { page, perPage: MAX_PER_PAGE }),
    );
    const { owned, ignored } = await acknowledgedRows(job, 'inbound_schedule', rows, (r) => ({
      reference: r.scheduleRef,
      number: r.scheduleNumber,
    }));
    let changed = 0;
    for (const { row, recordId } of owned) {
      if (await mirrorWarehouseStatus(job.db, job.scope, recordId, row, transferHook(job.scope))) {
        changed += 1;
      }
    }
    await job.reportProgress(1, 1);
    return [
      `${job.warehouse.name}の入荷ステータス${rows.length}件を取得し、${changed}件を更新しました。`,
      ...ignoredLine('入荷ステータス', ignored),
    ].join('\n');
  },
});

/**
 * 返品実績検索: records each return once (良品 → on_hand, 不良品 → non_sellable), only of a parcel
 * shipped under an instruction the warehouse acknowledged for us.
 */
export const customerReturnSearch = warehouseJob({
  payload: z.object(warehouseTarget),
  async run(job) {
    await job.reportProgress(0, 1);
    const rows = await job.searchAll('customer-returns', (call, page) =>
      job.provider.searchCustomerReturns(call, { page, perPage: MAX_PER_PAGE }),
    );
    const { owned, ignored } = await acknowledgedRows(job, 'shipping_instruction', rows, (r) => ({
      reference: r.instructionRef,
      number: r.instructionNumber,
    }));
    let booked = 0;
    const unknown = new Set<string>();
    for (const { row } of owned) {
      const outcome = await bookWarehouseReturn(job.db, job.scope, job.warehouse.id, row);
      if (outcome.booked) booked += 1;
      outcome.unknown.forEach((code) => unknown.add(code));
    }
    await job.reportProgress(1, 1);
    return [
      `${job.warehouse.name}の返品実績${rows.length}件を取得し、${booked}件を登録しました。`,
      ...(unknown.size > 0
        ? [`商品マスタにない商品コード: ${[...unknown].slice(0, 5).join('、')}`]
        : []),
      ...ignoredLine('返品実績', ignored),
    ].join('\n');
  },
});
