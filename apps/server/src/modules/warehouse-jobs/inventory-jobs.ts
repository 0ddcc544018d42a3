import { MAX_PER_PAGE } from '@logi/warehouse-api';
import { z } from 'zod';
import {
  lastReportedAt,
  storeWarehouseReports,
  type WarehouseStockReport,
} from '../stocks/index.ts';
import { warehouseJob, warehouseTarget, type WarehouseJob } from './warehouse-job.ts';
import { bookWarehouseJournals } from './warehouse-journals.ts';

// At most this many codes are named in a message (the process message is short).
const NAMED_CODES = 5;

const unknownLine = (codes: readonly string[]) =>
  codes.length === 0
    ? []
    : [
        `商品マスタにない商品コード: ${codes.slice(0, NAMED_CODES).join('、')}${
          codes.length > NAMED_CODES ? ` ほか${codes.length - NAMED_CODES}件` : ''
        }`,
      ];

async function store(job: WarehouseJob, reports: WarehouseStockReport[], what: string) {
  const { stored, unknownCodes } = await storeWarehouseReports(
    job.db,
    job.scope,
    job.warehouse.id,
    reports,
  );
  return [
    `${job.warehouse.name}の${what}${reports.length}件を取得し、${stored}商品の在庫数を記録しました。`,
    ...unknownLine(unknownCodes),
  ].join('\n');
}

/**
 * The warehouse's figures taken between two bookings of its journals (decision 042): the first
 * so that the figures hold nothing we have not booked, the second so that what moved while they
 * were taken moves ours too, which marks those figures stale (adopting them is then refused).
 */
async function takeFigures(job: WarehouseJob, take: () => Promise<string>) {
  await job.reportProgress(0, 3);
  const booked = await bookWarehouseJournals(job);
  await job.reportProgress(1, 3);
  const taken = await take();
  await job.reportProgress(2, 3);
  const meanwhile = await bookWarehouseJournals(job);
  await job.reportProgress(3, 3);
  return [...booked, taken, ...meanwhile].join('\n');
}

/** 在庫検索: the warehouse's figures of every product, kept for the 在庫差異 view. */
export const inventorySearch = warehouseJob({
  payload: z.object(warehouseTarget),
  run: (job) =>
    takeFigures(job, async () => {
      const rows = await job.searchAll('inventory', (call, page) =>
        job.provider.searchInventory(call, { page, perPage: MAX_PER_PAGE }),
      );
      return store(
        job,
        rows.map((row) => ({
          productCode: row.productCode,
          quantity: row.quantity,
          nonSellableQuantity: row.nonSellableQuantity,
          reportedAt: row.updatedAt,
        })),
        '在庫',
      );
    }),
});

/**
 * 在庫差異検索: the warehouse's stock changes since its last reported figure (or `since`); each
 * product's latest change becomes its reported figure.
 */
export const inventoryDiffSearch = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    since: z.string().datetime({ offset: true }).optional(),
  }),
  run: (job, { since }) =>
    takeFigures(job, async () => {
      const from = since ?? (await lastReportedAt(job.db, job.scope, job.warehouse.id));
      const rows = await job.searchAll('inventory-diffs', (call, page) =>
        job.provider.searchInventoryDiffs(call, { page, perPage: MAX_PER_PAGE, since: from }),
      );
      return store(
        job,
        rows.map((row) => ({
          productCode: row.productCode,
          quantity: row.quantityAfter,
          nonSellableQuantity: row.nonSellableAfter,
          reportedAt: row.changedAt,
        })),
        '在庫の変動',
      );
    }),
});
