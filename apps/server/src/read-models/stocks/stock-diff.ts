import type { StockDiffSearch } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, intArray } from '../../db/sql.ts';
import { productKeyword } from './stock-filters.ts';

// 在庫差異: each warehouse's reported figure beside ours, with its product and warehouse.

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
