import {
  STOCK_MESSAGES as M,
  type Page,
  type ProcessDto,
  type StockDiffDto,
  type StockDiffSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { findExternalWarehouses } from '../warehouses/index.ts';
import {
  countDiffRows,
  findReports,
  searchDiffRows,
  type DiffRow,
} from '../../read-models/stocks/index.ts';
import { lockedStockFigures, markReportAdopted } from './stock-reports.repository.ts';
import { syncStock } from './stock-changes.ts';
import { stockIdFor, type StockActor } from './stocks.service.ts';

const toDiffDto = (row: DiffRow): StockDiffDto => ({
  id: row.id,
  stockId: row.stock_id,
  productId: row.product_id,
  productCode: row.product_code,
  productName: row.product_name,
  warehouseId: row.warehouse_id,
  warehouseCode: row.warehouse_code,
  warehouseName: row.warehouse_name,
  ours: row.ours,
  theirs: row.theirs,
  difference: row.theirs - row.ours,
  oursNonSellable: row.ours_non_sellable,
  theirsNonSellable: row.theirs_non_sellable,
  reportedAt: new Date(row.reported_at).toISOString(),
  stale: row.stale,
});

type Report = Awaited<ReturnType<typeof findReports>>[number];
type Figures = { on_hand: number; non_sellable: number };

const sameAsReport = (report: Report, ours: Figures) =>
  ours.on_hand === report.quantity && ours.non_sellable === report.non_sellable_quantity;

// Ours moved since the figure was taken: the figure may lack (or already hold) that movement.
const movedSinceFetched = (report: Report, ours: Figures) =>
  report.ours_on_hand !== ours.on_hand || report.ours_non_sellable !== ours.non_sellable;

/** 在庫差異: ours against each warehouse's last reported figures. */
export async function searchStockDiffs(
  db: Database,
  scope: OrganisationScope,
  search: StockDiffSearch,
): Promise<Page<StockDiffDto>> {
  const window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage };
  const [rows, total] = await Promise.all([
    searchDiffRows(db, scope, search, window),
    countDiffRows(db, scope, search),
  ]);
  return pageOf(rows.map(toDiffDto), total, search.page, search.perPage);
}

/**
 * Adopts the warehouse's figures of the chosen reports (連携反映, one ledger row per changed stock
 * row), all or nothing; rows are changed in stock-id order. Another organisation's report → 404.
 * A figure taken before a movement we booked since is refused (decision 042): fetch it again.
 */
export async function adoptWarehouseFigures(db: Database, actor: StockActor, reportIds: number[]) {
  const ids = [...new Set(reportIds)];
  return db.transaction(async (tx) => {
    const reports = await findReports(tx, actor.scope, ids);
    if (reports.length !== ids.length) throw notFound(M.noReport);
    const targets = [];
    for (const report of reports) {
      targets.push({
        report,
        stockId: await stockIdFor(tx, actor, report.product_id, report.warehouse_id),
      });
    }
    targets.sort((a, b) => a.stockId - b.stockId);
    const before = await lockedStockFigures(
      tx,
      actor.scope,
      targets.map((target) => target.stockId),
    );
    const changing = targets.filter(
      ({ report, stockId }) => !sameAsReport(report, before.get(stockId)!),
    );
    const stale = changing.filter(({ report, stockId }) =>
      movedSinceFetched(report, before.get(stockId)!),
    );
    if (stale.length > 0) {
      throw new AppError('validation', INVALID_INPUT_MESSAGE, {
        fieldErrors: {
          reportIds: stale.map(({ report }) => `${report.product_code}: ${M.staleReport}`),
        },
      });
    }
    for (const { report, stockId } of changing) {
      await syncStock(
        tx,
        actor,
        stockId,
        { onHand: report.quantity, nonSellable: report.non_sellable_quantity },
        {
          reference: { type: 'warehouse_stock_report', id: report.id },
          note: '倉庫の在庫数を反映',
        },
      ).catch((error: unknown) => {
        // Which row refused, for a batch: the product's code before the rule's words.
        if (!(error instanceof AppError) || !error.fieldErrors?.quantity) throw error;
        throw new AppError('validation', INVALID_INPUT_MESSAGE, {
          fieldErrors: {
            reportIds: error.fieldErrors.quantity.map((text) => `${report.product_code}: ${text}`),
          },
        });
      });
      await markReportAdopted(tx, actor.scope, report.id);
    }
    return { adopted: changing.length };
  });
}

/** 在庫検索 on one external warehouse: queues the process the header shows; its job fills the view. */
export async function fetchWarehouseFigures(
  db: Database,
  actor: StockActor & { userId: string },
  warehouseId: number,
): Promise<ProcessDto> {
  const external = await findExternalWarehouses(db, actor.scope);
  if (!external.some((warehouse) => warehouse.id === warehouseId)) {
    throw new AppError('validation', INVALID_INPUT_MESSAGE, {
      fieldErrors: { warehouseId: [M.notExternal] },
    });
  }
  const { process } = await enqueueProcess(db, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'inventory_search',
    payload: { warehouseId },
  });
  return process;
}
