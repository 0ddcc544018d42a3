import {
  STOCK_LOCATION_LABELS as L,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_REASON,
  type StocktakeDto,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { stockShelvesOf } from '../../read-models/stocktakes/index.ts';
import { productNamesByIds } from '../products/index.ts';
import {
  applyStockChangesInBulk,
  stockIdFor,
  type BulkStockChange,
  type StockActor,
} from '../stocks/index.ts';
import { inApplyOrder, refusalsOf, type Refusal } from './stocktake-differences.ts';
import { differingLines, finishStocktake } from './stocktakes.repository.ts';
import { lockCounting, stocktakeOf, stocktakeRefusal } from './stocktakes.service.ts';

// 確定 and 中止 of a count (decision 069).

/**
 * 確定: in one transaction, every counted line whose count differs from its figure at the start
 * moves its shelf by counted − expected through the stock service (reason 棚卸差異, one ledger
 * row each, the shelf named) — so what moved during the count stays moved. Uncounted lines are
 * left as they are. The count is locked first: a second apply waits, then finds it 確定済 and
 * changes nothing.
 */
export async function applyStocktake(
  db: Database,
  actor: StockActor,
  id: number,
): Promise<StocktakeDto> {
  const { scope } = actor;
  await db.transaction(async (tx) => {
    const stocktake = await lockCounting(tx, scope, id);
    const lines = inApplyOrder(await differingLines(tx, scope, id));
    const stockIds = new Map<number, number>();
    for (const line of lines) {
      if (stockIds.has(line.productId)) continue;
      stockIds.set(
        line.productId,
        await stockIdFor(tx, actor, line.productId, stocktake.warehouseId),
      );
    }
    const ids = [...stockIds.values()];
    // The rows locked first (a plan that changes nothing), so their shelves read next hold still.
    const locked = await applyStockChangesInBulk(tx, actor, ids, () => []);
    const shelfIds = lines.flatMap((line) => (line.locationId === null ? [] : [line.locationId]));
    const shelves = await stockShelvesOf(tx, scope, ids, shelfIds);
    const stockOf = (productId: number) => stockIds.get(productId)!;
    const refused = refusalsOf(
      lines,
      (productId) => locked.get(stockOf(productId))!,
      (productId) => shelves.pieces.get(stockOf(productId))!,
      (locationId) => (locationId === null ? L.unplaced : (shelves.codes.get(locationId) ?? '')),
    );
    if (refused.length > 0) throw await refusal(tx, scope, refused);
    await applyStockChangesInBulk(tx, actor, ids, () =>
      lines.map((line): BulkStockChange => ({
        stockId: stockOf(line.productId),
        kind: 'adjustment',
        deltas: { onHand: line.counted! - line.expected },
        meta: {
          reason: STOCKTAKE_REASON,
          note: `棚卸 No.${id}：実棚数 ${line.counted}、理論在庫 ${line.expected}`,
          reference: { type: 'stocktake', id },
        },
        // The named shelf (null: 棚番未設定): the pieces land on or leave the shelf counted.
        location: line.locationId,
      })),
    );
    await finishStocktake(tx, scope, id, {
      status: 'applied',
      adjustedCount: lines.length,
      userId: actor.userId,
    });
  });
  return stocktakeOf(db, scope, id);
}

/** The whole apply refused, naming each product (and shelf) with its rule. */
async function refusal(tx: Tx, scope: OrganisationScope, refused: readonly Refusal[]) {
  const names = await productNamesByIds(
    tx,
    scope,
    refused.map((entry) => entry.productId),
  );
  const details = refused
    .slice(0, 20)
    .map((entry) => {
      const code = names.get(entry.productId)?.code ?? entry.productId;
      return `${code}${entry.shelf === null ? '' : `・${entry.shelf}`}（${entry.why}）`;
    })
    .join('、');
  return stocktakeRefusal(M.refusedAdjustments(details));
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
