import { STOCKTAKE_MESSAGES as M, type ProductImportEncoding } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { sheetKey, stocktakeLinesByCode } from '../../read-models/stocktakes/index.ts';
import { CsvRejection, resolveEncoding } from '../product-import/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { setCountsByLine } from './stocktakes.repository.ts';
import { readSheet, SHEET_CODE_COLUMN, SheetErrors } from './stocktake-sheet.csv.ts';
import { lockCounting } from './stocktakes.service.ts';

/**
 * 実棚数の取込: the filled count sheet, matched by 商品コード + 棚番 (blank: 棚番未設定), all or
 * nothing — any unreadable row, or a product and shelf not of this count, refuses the file with every row's errors (CsvRejection, 422). Empty 実棚数 cells are left.
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
    const lineIds = await stocktakeLinesByCode(
      tx,
      scope,
      id,
      counts.map((count) => count.code),
    );
    for (const count of counts) {
      if (lineIds.has(sheetKey(count.code, count.shelf))) continue;
      const why = count.shelf
        ? M.rowUnknownLine(count.code, count.shelf)
        : M.rowUnknownProduct(count.code);
      errors.add(count.line, SHEET_CODE_COLUMN, why);
    }
    if (errors.size > 0) throw errors.refusal();
    if (counts.length === 0) throw new CsvRejection(M.noCountsInFile);
    await setCountsByLine(
      tx,
      scope,
      id,
      counts.map((count) => ({
        lineId: lineIds.get(sheetKey(count.code, count.shelf))!,
        counted: count.counted,
      })),
    );
    return { counted: counts.length };
  });
}
