import { stockLotsOf } from './stock-lots.repository.ts';
import { stockPlacesOf } from './stock-places.repository.ts';
import {
  STOCK_MESSAGES,
  type Page,
  type StockDto,
  type StockHistoryQuery,
  type StockListPage,
  type StockMovementDto,
  type StockSearch,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import { lotManagedProductIds } from '../products/index.ts';
import { toMovementDto, toStockByProductDto, toStockDto } from './stocks.dto.ts';
import { countMovements, movementsOf } from './stocks.history.ts';
import {
  countStockRows,
  findStockRow,
  searchStockProducts,
  searchStockRows,
} from '../../read-models/stocks/index.ts';

/** The stock list: products with their warehouses (stockByProduct) or stock rows (stockByWarehouse). */
export async function searchStocks(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
): Promise<StockListPage> {
  const window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage };
  if (search.stockType === 'stockByProduct') {
    const { products, total } = await searchStockProducts(db, scope, search, window);
    const data = products.map(toStockByProductDto);
    return { stockType: 'stockByProduct', ...pageOf(data, total, search.page, search.perPage) };
  }
  const [rows, total] = await Promise.all([
    searchStockRows(db, scope, search, window),
    countStockRows(db, scope, search),
  ]);
  return {
    stockType: 'stockByWarehouse',
    ...pageOf(rows.map(toStockDto), total, search.page, search.perPage),
  };
}

/** The CSV rows: one per stock row in the by-warehouse order (a product's rows stay together). */
export const stockExportReader =
  (db: DbOrTx, scope: OrganisationScope, search: StockSearch): ChunkReader<StockDto> =>
  async (offset, limit) =>
    (await searchStockRows(db, scope, search, { offset, limit })).map(toStockDto);

export async function showStock(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<StockDto> {
  const row = await findStockRow(db, scope, id);
  if (!row) throw notFound(STOCK_MESSAGES.notFound);
  const lots = await stockLotsOf(db, scope, id);
  // A ロット管理 product always gets its (maybe empty) lots; another product only leftover lots.
  const lotManaged = (await lotManagedProductIds(db, scope, [row.product_id])).size > 0;
  const places = await stockPlacesOf(db, scope, row);
  return {
    ...toStockDto(row),
    ...((lotManaged || lots.length > 0) && { lots }),
    ...(places.length > 0 && { places }),
  };
}

/** 在庫履歴 of a stock row of the organisation (another's → 404). */
export async function stockHistory(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  query: StockHistoryQuery,
): Promise<Page<StockMovementDto>> {
  if (!(await findStockRow(db, scope, id))) throw notFound(STOCK_MESSAGES.notFound);
  const window = { offset: offsetOf(query.page, query.perPage), limit: query.perPage };
  const [rows, total] = await Promise.all([
    movementsOf(db, scope, id, window),
    countMovements(db, scope, id),
  ]);
  return pageOf(rows.map(toMovementDto), total, query.page, query.perPage);
}
