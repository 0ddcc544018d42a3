import type { StockDiffSearch } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, intArray } from '../../db/sql.ts';
import { productKeyword } from './stocks.repository.ts';
import { warehouseStockReports } from './stocks.table.ts';

/** A warehouse's figure of one product, as its 在庫検索 / 在庫差異検索 reported it. */
export type WarehouseStockReport = {
  productCode: string;
  quantity: number;
  nonSellableQuantity: number;
  reportedAt: string;
};

// Codes per lookup: well under PostgreSQL's 65,535 parameters of one statement.
const CODES_PER_QUERY = 5_000;

/** Our products' ids by code, among `codes` (a warehouse reports products by code). */
async function productIdsByCode(db: DbOrTx, scope: OrganisationScope, codes: readonly string[]) {
  const ids = new Map<string, number>();
  for (let start = 0; start < codes.length; start += CODES_PER_QUERY) {
    const chunk = codes.slice(start, start + CODES_PER_QUERY).map((code) => sql`${code}`);
    const { rows } = await db.execute<{ id: number; product_code: string }>(sql`
      select id, product_code from products
       where ${inScope('products', scope)} and product_code in (${sql.join(chunk, sql`, `)})`);
    for (const row of rows) ids.set(row.product_code, row.id);
  }
  return ids;
}

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

export type DiffRow = {
  id: number;
  stock_id: number | null;
  product_id: number;
  product_code: string;
  product_name: string;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  ours: number;
  theirs: number;
  ours_non_sellable: number;
  theirs_non_sellable: number;
  reported_at: Date | string;
  stale: boolean;
};

// Ours moved since the figure was fetched (or was not kept then): the figure may miss a movement.
const STALE = sql`(r.ours_on_hand is distinct from coalesce(s.on_hand, 0)
  or r.ours_non_sellable is distinct from coalesce(s.non_sellable, 0))`;

const DIFF_SORT: Record<StockDiffSearch['sort'], SQL> = {
  product_code: sql`p.product_code`,
  warehouse_code: sql`w.code`,
  difference: sql`abs(r.quantity - coalesce(s.on_hand, 0))`,
};

async function diffWhere(db: DbOrTx, scope: OrganisationScope, search: StockDiffSearch) {
  const parts = [
    inScope('r', scope),
    search.warehouseId ? sql`r.warehouse_id = ${search.warehouseId}` : undefined,
    search.keyword ? await productKeyword(db, search.keyword) : undefined,
    search.differencesOnly
      ? sql`(r.quantity <> coalesce(s.on_hand, 0) or r.non_sellable_quantity <> coalesce(s.non_sellable, 0))`
      : undefined,
  ];
  return allOf(parts);
}

const DIFF_FROM = sql`warehouse_stock_reports r
  join products p on p.organisation_id = r.organisation_id and p.id = r.product_id
  join warehouses w on w.organisation_id = r.organisation_id and w.id = r.warehouse_id
  left join stocks s on s.organisation_id = r.organisation_id and s.product_id = r.product_id
                    and s.warehouse_id = r.warehouse_id`;

/** 在庫差異: ours against each reported figure (only the differences unless asked). */
export async function searchDiffRows(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockDiffSearch,
  { offset, limit }: { offset: number; limit: number },
) {
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<DiffRow>(sql`
    select r.id, s.id as stock_id, r.product_id, p.product_code, p.name as product_name,
           r.warehouse_id, w.code as warehouse_code, w.name as warehouse_name,
           coalesce(s.on_hand, 0) as ours, r.quantity as theirs,
           coalesce(s.non_sellable, 0) as ours_non_sellable, r.non_sellable_quantity as theirs_non_sellable,
           r.reported_at, ${STALE} as stale
      from ${DIFF_FROM}
     where ${await diffWhere(db, scope, search)}
     order by ${DIFF_SORT[search.sort]} ${direction}, p.product_code asc, w.code asc, r.id asc
     limit ${limit} offset ${offset}`);
  return rows;
}

export async function countDiffRows(db: DbOrTx, scope: OrganisationScope, search: StockDiffSearch) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${DIFF_FROM} where ${await diffWhere(db, scope, search)}`);
  return rows[0]?.total ?? 0;
}

/** The organisation's reports among `ids` with their product codes (others' and missing ones are absent). */
export async function findReports(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  const { rows } = await db.execute<{
    id: number;
    product_id: number;
    warehouse_id: number;
    quantity: number;
    non_sellable_quantity: number;
    ours_on_hand: number | null;
    ours_non_sellable: number | null;
    product_code: string;
  }>(sql`
    select r.id, r.product_id, r.warehouse_id, r.quantity, r.non_sellable_quantity,
           r.ours_on_hand, r.ours_non_sellable, p.product_code
      from warehouse_stock_reports r
      join products p on p.organisation_id = r.organisation_id and p.id = r.product_id
     where ${inScope('r', scope)} and r.id = any(${intArray(ids)})
     order by r.id`);
  return rows;
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
