import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { productIdsByCode } from '../products/index.ts';
import { warehouseStockReports } from './stocks.table.ts';

/** A warehouse's figure of one product, as its 在庫検索 / 在庫差異検索 reported it. */
export type WarehouseStockReport = {
  productCode: string;
  quantity: number;
  nonSellableQuantity: number;
  reportedAt: string;
};

/** One of our figures of a product in a warehouse now (0 without a stock row). */
const oursNow = (scope: OrganisationScope, warehouseId: number, productId: number, column: SQL) =>
  sql`coalesce((select ${column} from stocks where ${inScope('stocks', scope)}
     and warehouse_id = ${warehouseId} and product_id = ${productId}), 0)`;

/**
 * Stores a warehouse's reported figures, each with ours at that moment (the latest per product wins; an older report never
 * overwrites a newer one). Codes we don't have are answered back, not stored.
 */
export async function storeWarehouseReports(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  reports: readonly WarehouseStockReport[],
): Promise<{ stored: number; unknownCodes: string[] }> {
  if (reports.length === 0) return { stored: 0, unknownCodes: [] };
  const codes = [...new Set(reports.map((report) => report.productCode))];
  const idOf = await productIdsByCode(db, scope, codes);
  const known = reports.filter((report) => idOf.has(report.productCode));
  // One row per product: the newest report.
  const latest = new Map<number, WarehouseStockReport>();
  for (const report of known) {
    const id = idOf.get(report.productCode)!;
    const current = latest.get(id);
    if (!current || current.reportedAt <= report.reportedAt) latest.set(id, report);
  }
  if (latest.size > 0) {
    await db
      .insert(warehouseStockReports)
      .values(
        [...latest].map(([productId, report]) => ({
          organisationId: scope.organisationId,
          warehouseId,
          productId,
          quantity: report.quantity,
          nonSellableQuantity: report.nonSellableQuantity,
          reportedAt: new Date(report.reportedAt),
          oursOnHand: oursNow(scope, warehouseId, productId, sql`on_hand`),
          oursNonSellable: oursNow(scope, warehouseId, productId, sql`non_sellable`),
        })),
      )
      .onConflictDoUpdate({
        target: [
          warehouseStockReports.organisationId,
          warehouseStockReports.warehouseId,
          warehouseStockReports.productId,
        ],
        set: {
          quantity: sql`excluded.quantity`,
          nonSellableQuantity: sql`excluded.non_sellable_quantity`,
          reportedAt: sql`excluded.reported_at`,
          fetchedAt: sql`now()`,
          oursOnHand: sql`excluded.ours_on_hand`,
          oursNonSellable: sql`excluded.ours_non_sellable`,
        },
        setWhere: sql`${warehouseStockReports.reportedAt} <= excluded.reported_at`,
      });
  }
  const unknownCodes = codes.filter((code) => !idOf.has(code));
  return { stored: latest.size, unknownCodes };
}

/** When a warehouse's figures were last reported (the next 在庫差異検索 asks for changes since). */
export async function lastReportedAt(db: DbOrTx, scope: OrganisationScope, warehouseId: number) {
  const { rows } = await db.execute<{ at: Date | string | null }>(sql`
    select max(reported_at) as at from warehouse_stock_reports
     where ${inScope('warehouse_stock_reports', scope)} and warehouse_id = ${warehouseId}`);
  const at = rows[0]?.at;
  return at ? new Date(at).toISOString() : undefined;
}

/** Some stock rows' versions and figures, locked (in id order, as the stock service locks). */
export async function lockedStockFigures(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
) {
  const { rows } = await db.execute<{
    id: number;
    version: number;
    on_hand: number;
    non_sellable: number;
  }>(sql`
    select id, version, on_hand, non_sellable from stocks
     where ${inScope('stocks', scope)} and id = any(${intArray(ids)})
     order by id for no key update`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** After adopting: ours now equals the report, so a movement booked later makes it stale. */
export async function markReportAdopted(db: DbOrTx, scope: OrganisationScope, reportId: number) {
  await db
    .update(warehouseStockReports)
    .set({
      oursOnHand: sql`${warehouseStockReports.quantity}`,
      oursNonSellable: sql`${warehouseStockReports.nonSellableQuantity}`,
    })
    .where(
      sql`${warehouseStockReports.organisationId} = ${scope.organisationId} and ${warehouseStockReports.id} = ${reportId}`,
    );
}
