import type { StocktakeStatus } from '@logi/shared';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { stocktakeLines, stocktakes } from './stocktakes.table.ts';

// 棚卸's own tables: the count and its lines (decision 069). Reads across modules live in
// read-models/stocktakes.

export async function openStocktakeOf(db: DbOrTx, scope: OrganisationScope, warehouseId: number) {
  const [row] = await db
    .select({ id: stocktakes.id })
    .from(stocktakes)
    .where(
      inScope(
        stocktakes.organisationId,
        scope,
        eq(stocktakes.warehouseId, warehouseId),
        eq(stocktakes.status, 'counting'),
      ),
    );
  return row;
}

export async function insertStocktake(
  tx: Tx,
  scope: OrganisationScope,
  values: {
    warehouseId: number;
    productFilter: string | null;
    lineCount: number;
    startedBy: string | null;
  },
) {
  const [row] = await tx
    .insert(stocktakes)
    .values({ organisationId: scope.organisationId, ...values })
    .returning({ id: stocktakes.id });
  return row!.id;
}

/** Rows of (product id, one figure) for a statement that writes many lines at once. */
function byProduct<Figure extends string>(
  rows: readonly ({ productId: number } & Record<Figure, number>)[],
  figure: Figure,
) {
  return sql`unnest(${intArray(rows.map((row) => row.productId))}, ${intArray(rows.map((row) => row[figure]))})`;
}

/** Every line of a new count at once: the products and their on_hand at the start. */
export async function insertStocktakeLines(
  tx: Tx,
  scope: OrganisationScope,
  stocktakeId: number,
  lines: readonly { productId: number; onHand: number }[],
) {
  await tx.execute(sql`
    insert into stocktake_lines (organisation_id, stocktake_id, product_id, expected)
    select ${scope.organisationId}, ${stocktakeId}, p, e
      from ${byProduct(lines, 'onHand')} as t(p, e)`);
}

/** The count locked: counts share it, an apply or cancel takes it whole (a second apply waits, then sees it). */
export async function lockStocktake(
  tx: Tx,
  scope: OrganisationScope,
  id: number,
  strength: 'update' | 'share',
) {
  const [row] = await tx
    .select()
    .from(stocktakes)
    .where(inScope(stocktakes.organisationId, scope, eq(stocktakes.id, id)))
    .for(strength);
  return row;
}

/** One line's 実棚数 (null: uncounted again); undefined when the count has no such line. */
export async function setLineCount(
  tx: Tx,
  scope: OrganisationScope,
  stocktakeId: number,
  lineId: number,
  counted: number | null,
) {
  const [row] = await tx
    .update(stocktakeLines)
    .set({ counted, countedAt: counted === null ? null : sql`now()` })
    .where(
      inScope(
        stocktakeLines.organisationId,
        scope,
        eq(stocktakeLines.stocktakeId, stocktakeId),
        eq(stocktakeLines.id, lineId),
      ),
    )
    .returning({ id: stocktakeLines.id });
  return row;
}

/** The count's product ids among `productIds` (the lines a file may fill). */
export async function stocktakeProductIds(
  db: DbOrTx,
  scope: OrganisationScope,
  stocktakeId: number,
  productIds: readonly number[],
) {
  if (productIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ productId: stocktakeLines.productId })
    .from(stocktakeLines)
    .where(
      inScope(
        stocktakeLines.organisationId,
        scope,
        eq(stocktakeLines.stocktakeId, stocktakeId),
        inArray(stocktakeLines.productId, [...productIds]),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

/** A file's 実棚数 by product, in one statement. */
export async function setCountsByProduct(
  tx: Tx,
  scope: OrganisationScope,
  stocktakeId: number,
  counts: readonly { productId: number; counted: number }[],
) {
  await tx.execute(sql`
    update stocktake_lines l set counted = c.counted, counted_at = now()
      from ${byProduct(counts, 'counted')} as c(product_id, counted)
     where ${inScope('l', scope, sql`l.stocktake_id = ${stocktakeId}`)}
       and l.product_id = c.product_id`);
}

/** The counted lines whose figure differs from the start's: what an apply adjusts. */
export function differingLines(db: DbOrTx, scope: OrganisationScope, stocktakeId: number) {
  return db
    .select({
      productId: stocktakeLines.productId,
      expected: stocktakeLines.expected,
      counted: stocktakeLines.counted,
    })
    .from(stocktakeLines)
    .where(
      inScope(
        stocktakeLines.organisationId,
        scope,
        eq(stocktakeLines.stocktakeId, stocktakeId),
        isNotNull(stocktakeLines.counted),
        ne(stocktakeLines.counted, stocktakeLines.expected),
      ),
    )
    .orderBy(stocktakeLines.productId);
}

/** 確定 or 中止: the count leaves 棚卸中 for good. */
export async function finishStocktake(
  tx: Tx,
  scope: OrganisationScope,
  id: number,
  values: {
    status: Exclude<StocktakeStatus, 'counting'>;
    adjustedCount: number | null;
    userId: string | null;
  },
) {
  await tx
    .update(stocktakes)
    .set({
      status: values.status,
      adjustedCount: values.adjustedCount,
      finishedBy: values.userId,
      finishedAt: sql`now()`,
      version: sql`${stocktakes.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(inScope(stocktakes.organisationId, scope, eq(stocktakes.id, id))));
}
