import {
  STOCK_MESSAGES,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_REASON,
  type StocktakeDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { productNamesByIds } from '../products/index.ts';
import {
  applyStockChangesInBulk,
  stockIdFor,
  type BulkStockChange,
  type StockActor,
} from '../stocks/index.ts';
import { differingLines, finishStocktake } from './stocktakes.repository.ts';
import { lockCounting, stocktakeOf, stocktakeRefusal } from './stocktakes.service.ts';

// 確定 and 中止 of a count (decision 069).

/**
 * 確定: in one transaction, every counted product whose count differs from its figure at the
 * start is adjusted by counted − expected through the stock service (reason 棚卸差異, one ledger
 * row each) — so what moved during the count stays moved. Uncounted products are left as they
 * are. The count is locked first: a second apply waits, then finds it 確定済 and changes nothing.
 */
export async function applyStocktake(
  db: Database,
  actor: StockActor,
  id: number,
): Promise<StocktakeDto> {
  const { scope } = actor;
  await db.transaction(async (tx) => {
    const stocktake = await lockCounting(tx, scope, id);
    const lines = await differingLines(tx, scope, id);
    const stockIds = new Map<number, number>();
    for (const line of lines) {
      stockIds.set(
        line.productId,
        await stockIdFor(tx, actor, line.productId, stocktake.warehouseId),
      );
    }
    const refused: { productId: number; why: string }[] = [];
    await applyStockChangesInBulk(tx, actor, [...stockIds.values()], (locked) => {
      const changes: BulkStockChange[] = lines.map((line) => {
        const stockId = stockIds.get(line.productId)!;
        const row = locked.get(stockId)!;
        const delta = line.counted! - line.expected;
        const after = row.onHand + delta;
        if (after < 0)
          refused.push({
            productId: line.productId,
            why: STOCK_MESSAGES.negativeOnHand(row.onHand),
          });
        else if (after < row.allocated) {
          refused.push({
            productId: line.productId,
            why: STOCK_MESSAGES.belowAllocated(row.allocated),
          });
        }
        return {
          stockId,
          kind: 'adjustment',
          deltas: { onHand: delta },
          meta: {
            reason: STOCKTAKE_REASON,
            note: `棚卸 No.${id}：実棚数 ${line.counted}、理論在庫 ${line.expected}`,
            reference: { type: 'stocktake', id },
          },
        };
      });
      // Refused as a whole, naming each product, rather than by the first row's rule.
      return refused.length > 0 ? [] : changes;
    });
    if (refused.length > 0) {
      const names = await productNamesByIds(
        tx,
        scope,
        refused.map((entry) => entry.productId),
      );
      const details = refused
        .slice(0, 20)
        .map((entry) => `${names.get(entry.productId)?.code ?? entry.productId}（${entry.why}）`)
        .join('、');
      throw stocktakeRefusal(M.refusedAdjustments(details));
    }
    await finishStocktake(tx, scope, id, {
      status: 'applied',
      adjustedCount: lines.length,
      userId: actor.userId,
    });
  });
  return stocktakeOf(db, scope, id);
}

/** 中止: the count ends without touching stock. */
export async function cancelStocktake(
  db: Database,
  actor: StockActor,
  id: number,
): Promise<StocktakeDto> {
  const { scope } = actor;
  await db.transaction(async (tx) => {
    await lockCounting(tx, scope, id);
    await finishStocktake(tx, scope, id, {
      status: 'cancelled',
      adjustedCount: null,
      userId: actor.userId,
    });
  });
  return stocktakeOf(db, scope, id);
}
