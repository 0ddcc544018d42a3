import type { StocktakeStatus } from '@logi/shared';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { rowsAsArrays, type ArrayColumn } from '../../db/row-arrays.ts';
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
    locationFilter: string | null;
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

type NewLine = { productId: number; locationId: number | null; onHand: number };
const LINE_COLUMNS: readonly ArrayColumn<NewLine>[] = [
  { name: 'p', type: 'int4', value: (line) => line.productId },
  { name: 'loc', type: 'int4', value: (line) => line.locationId },
  { name: 'e', type: 'int4', value: (line) => line.onHand },
];

/** Every line of a new count at once: the products per shelf and their pieces at the start. */
export async function insertStocktakeLines(
  tx: Tx,
  scope: OrganisationScope,
  stocktakeId: number,
  lines: readonly NewLine[],
) {
  await tx.execute(sql`
    insert into stocktake_lines (organisation_id, stocktake_id, product_id, location_id, expected)
    select ${scope.organisationId}, ${stocktakeId}, t.p, t.loc, t.e
      from ${rowsAsArrays(lines, LINE_COLUMNS, 't')}`);
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

/** A file's 実棚数 by line, in one statement. */
export async function setCountsByLine(
  tx: Tx,
  scope: OrganisationScope,
  stocktakeId: number,
  counts: readonly { lineId: number; counted: number }[],
) {
  await tx.execute(sql`
    update stocktake_lines l set counted = c.counted, counted_at = now()
      from unnest(${intArray(counts.map((count) => count.lineId))},
                  ${intArray(counts.map((count) => count.counted))}) as c(id, counted)
     where ${inScope('l', scope, sql`l.stocktake_id = ${stocktakeId}`)}
       and l.id = c.id`);
}

/** The counted lines whose figure differs from the start's: what an apply adjusts. */
export function differingLines(db: DbOrTx, scope: OrganisationScope, stocktakeId: number) {
  return db
    .select({
      productId: stocktakeLines.productId,
      locationId: stocktakeLines.locationId,
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
    .orderBy(stocktakeLines.productId, stocktakeLines.id);
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
