import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { availableStocks, lotStocks } from '../../read-models/allocation/index.ts';
import type { LotBook } from './allocation-lots.ts';
import { turnsInOrder, type Turn } from './turns-in-order.ts';

/** A stock row's figures. */
export type StockFigures = {
  id: number;
  onHand: number;
  allocated: number;
  nonSellable: number;
  /** A ロット管理 product's lots (FEFO, decision 065). */
  lots?: LotBook;
};
/** A stock row as a run knows it: where it is and its figures as the run's plans left them. */
export type RunStock = StockFigures & { productId: number; warehouseId: number };

/**
 * One allocation run (decision 031). Its batches, in the order they were taken, plan one after
 * another and lock their stock rows one after another: older orders keep precedence while a newer
 * batch already writes its own rows. The run reads each product's stock once, without locks, and
 * keeps it as its plans leave it (their transactions may not have committed yet); the stock
 * service checks every row a plan changes under its lock, so a figure that moved meanwhile costs
 * a re-plan, never an oversell.
 */
export class AllocationRun {
  private readonly nextPlanTurn = turnsInOrder();
  private readonly nextStockTurn = turnsInOrder();
  private readonly stocks = new Map<number, RunStock>();
  private readonly stockIdsOf = new Map<number, number[]>();
  private readonly reads = new Map<number, Promise<void>>();

  slot(): RunSlot {
    return { run: this, plan: this.nextPlanTurn(), stock: this.nextStockTurn() };
  }

  /**
   * Reads the stock of the products this run has not read yet (and waits for reads under way);
   * lots only for the ロット管理 ones among them (`lotProducts`): without any, no lot read at all.
   */
  async read(
    db: DbOrTx,
    scope: OrganisationScope,
    productIds: readonly number[],
    lotProducts: ReadonlySet<number>,
  ) {
    const unread = productIds.filter((id) => !this.reads.has(id));
    if (unread.length > 0) {
      const unreadLots = unread.filter((id) => lotProducts.has(id));
      const reading = Promise.all([
        availableStocks(db, scope, unread),
        unreadLots.length > 0 ? lotStocks(db, scope, unreadLots) : [],
      ]).then(([rows, lotRows]) => {
        const lotsOf = new Map(lotRows.map((row) => [row.stock_id, row]));
        for (const row of rows) {
          this.stocks.set(row.id, {
            id: row.id,
            productId: row.product_id,
            warehouseId: row.warehouse_id,
            onHand: row.on_hand,
            allocated: row.allocated,
            nonSellable: row.non_sellable,
            ...(lotsOf.has(row.id) && {
              lots: { cutoff: lotsOf.get(row.id)!.cutoff, lots: lotsOf.get(row.id)!.lots },
            }),
          });
          const ids = this.stockIdsOf.get(row.product_id);
          if (ids) ids.push(row.id);
          else this.stockIdsOf.set(row.product_id, [row.id]);
        }
      });
      for (const id of unread) this.reads.set(id, reading);
    }
    await Promise.all(productIds.map((id) => this.reads.get(id)));
  }

  /**
   * The products' stock rows as the run knows them now: a snapshot for one plan, without copies,
   * as `update` replaces a row's object instead of changing it.
   */
  figuresOf(productIds: readonly number[]) {
    const figures = new Map<number, RunStock>();
    for (const productId of productIds)
      for (const id of this.stockIdsOf.get(productId) ?? []) figures.set(id, this.stocks.get(id)!);
    return figures;
  }

  /** Records a row's figures as a plan (or a locked re-plan) left them. */
  update(id: number, figures: StockFigures) {
    const known = this.stocks.get(id);
    if (known) this.stocks.set(id, { ...known, ...figures, id });
  }
}
export type RunSlot = { run: AllocationRun; plan: Turn; stock: Turn };
export const passSlot = (slot: RunSlot) => {
  slot.plan.pass();
  slot.stock.pass();
};
