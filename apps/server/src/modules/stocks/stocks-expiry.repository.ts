import {
  todayJst,
  type StockExpiryPage,
  type StockExpiryRowDto,
  type StockExpirySearch,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import {
  countExpiryLots,
  expiryLotRows,
  expiryWarningDaysOf,
  type ExpiryFilter,
  type ExpiryLotRow,
} from '../../read-models/stocks/index.ts';

// 賞味期限管理 (decision 073): lots near or past their 賞味期限, by expiry.

const toDto = (row: ExpiryLotRow): StockExpiryRowDto => ({
  id: row.id,
  stockId: row.stock_id,
  productCode: row.product_code,
  productName: row.product_name,
  warehouseCode: row.warehouse_code,
  warehouseName: row.warehouse_name,
  lotNo: row.lot_no,
  expiresOn: row.expires_on,
  daysLeft: row.days_left,
  onHand: row.on_hand,
  allocated: row.allocated,
});

async function filterOf(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockExpirySearch,
  now: Date,
): Promise<ExpiryFilter> {
  return {
    state: search.state,
    today: todayJst(now),
    warningDays: await expiryWarningDaysOf(db, scope),
    warehouseId: search.warehouseId,
    keyword: search.keyword,
  };
}

/** A page of the view's lots, with the organisation's days and today. */
export async function searchExpiryLots(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockExpirySearch,
  now: Date = new Date(),
): Promise<StockExpiryPage> {
  const filter = await filterOf(db, scope, search, now);
  const window = {
    offset: offsetOf(search.page, search.perPage),
    limit: search.perPage,
    descending: search.direction === 'desc',
  };
  const [rows, total] = await Promise.all([
    expiryLotRows(db, scope, filter, window),
    countExpiryLots(db, scope, filter),
  ]);
  return {
    ...pageOf(rows.map(toDto), total, search.page, search.perPage),
    warningDays: filter.warningDays,
    today: filter.today,
  };
}

/** The CSV: every lot of the view in the list's order. */
export function expiryExportReader(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockExpirySearch,
): ChunkReader<StockExpiryRowDto> {
  const filter = filterOf(db, scope, search, new Date());
  return async (offset, limit) =>
    (
      await expiryLotRows(db, scope, await filter, {
        offset,
        limit,
        descending: search.direction === 'desc',
      })
    ).map(toDto);
}
