import { STOCKTAKE_MESSAGES as M, type ProductImportEncoding } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { productIdsByCode } from '../products/index.ts';
import { CsvRejection, resolveEncoding } from '../product-import/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { setCountsByProduct, stocktakeProductIds } from './stocktakes.repository.ts';
import { readSheet, SHEET_CODE_COLUMN, SheetErrors } from './stocktake-sheet.csv.ts';
import { lockCounting } from './stocktakes.service.ts';

/**
 * 実棚数の取込: the filled count sheet, all or nothing — any unreadable row, or a code not of this
 * count, refuses the file with every row's errors (CsvRejection, 422). Empty 実棚数 cells are left.
 */
export async function importStocktakeCounts(
  db: Database,
  actor: StockActor,
  id: number,
  bytes: Buffer,
  requested: ProductImportEncoding,
): Promise<{ counted: number }> {
  const { scope } = actor;
  return db.transaction(async (tx) => {
    // The count first: another organisation's id is a 404 before its file is read.
    await lockCounting(tx, scope, id, 'share');
    const errors = new SheetErrors();
    const counts = readSheet(bytes, await resolveEncoding(bytes, requested), errors);
    const productIds = await productIdsByCode(
      tx,
      scope,
      counts.map((count) => count.code),
    );
    const inCount = await stocktakeProductIds(tx, scope, id, [...productIds.values()]);
    for (const count of counts) {
      const productId = productIds.get(count.code);
      if (productId === undefined || !inCount.has(productId)) {
        errors.add(count.line, SHEET_CODE_COLUMN, M.rowUnknownProduct(count.code));
      }
    }
    if (errors.size > 0) throw errors.refusal();
    if (counts.length === 0) throw new CsvRejection(M.noCountsInFile);
    await setCountsByProduct(
      tx,
      scope,
      id,
      counts.map((count) => ({ productId: productIds.get(count.code)!, counted: count.counted })),
    );
    return { counted: counts.length };
  });
}
