import { todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

// The reads the allocation engine plans on (orders, lines, products, shops, warehouse groups,
// warehouses, stocks), inside its batch's transaction; only the owners' commands write them
// (decisions 023 and 041). Joins on unnested arrays also name their ids as an array: the planner
// then reaches the rows by their primary key instead of scanning the table.

export type OpenLine = {
  id: number;
  order_id: number;
  line_number: number;
  product_id: number;
  product_code: string;
  /** ロット管理 (decision 065): only these products' lots are read and taken FEFO. */
  lot_managed: boolean;
  quantity: number;
  allocated_qty: number;
  shipped_qty: number;
  cancelled_qty: number;
};
/** A warehouse an order of the shop may take stock from, in the group's order. */
export type CandidateWarehouse = { warehouseId: number; name: string };

/** How many of these ids are the organisation's orders. */
export async function countOrders(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from orders
     where ${inScope('orders', scope)} and id = any(${intArray(ids)})`);
  return rows[0]?.total ?? 0;
}

/** The orders' lines still to allocate (not cancelled), with their product codes. */
export async function openLines(tx: DbOrTx, scope: OrganisationScope, orderIds: readonly number[]) {
  const { rows } = await tx.execute<OpenLine>(sql`
    select l.id, l.order_id, l.line_number, l.product_id, p.product_code, p.lot_managed, l.quantity, l.allocated_qty,
           l.shipped_qty, l.cancelled_qty
      from order_lines l
      join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
     where ${inScope('l', scope)} and l.order_id = any(${intArray(orderIds)})
       and l.cancelled_at is null
     order by l.order_id, l.line_number`);
  return rows;
}

/**
 * Each shop's candidate warehouses: its own group, else the default group; members by position,
 * warehouses in use only.
 */
export async function candidatesByShop(
  tx: DbOrTx,
  scope: OrganisationScope,
  shopIds: readonly number[],
  defaultGroupId: number | null,
) {
  const { rows } = await tx.execute<{ shop_id: number; warehouse_id: number; name: string }>(sql`
    select s.id as shop_id, w.id as warehouse_id, w.name
      from shops s
      join warehouse_group_members m
        on m.organisation_id = s.organisation_id
       and m.group_id = coalesce(s.warehouse_group_id, ${defaultGroupId}::int)
      join warehouses w on w.organisation_id = m.organisation_id and w.id = m.warehouse_id
     where ${inScope('s', scope)} and s.id = any(${intArray(shopIds)})
       and w.in_use and w.is_active
     order by s.id, m.position`);
  const byShop = new Map<number, CandidateWarehouse[]>();
  for (const row of rows) {
    const list = byShop.get(row.shop_id) ?? [];
    list.push({ warehouseId: row.warehouse_id, name: row.name });
    byShop.set(row.shop_id, list);
  }
  return byShop;
}

export type AvailableStock = {
  id: number;
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  allocated: number;
  non_sellable: number;
};

/**
 * The stock rows of these products that have something available, in every warehouse, read
 * without locks: an allocation run plans on them, then the stock service locks the rows a plan
 * changes and checks they still hold these figures. A row left out counts as 0 available: never
 * an oversell.
 */
export async function availableStocks(
  db: DbOrTx,
  scope: OrganisationScope,
  productIds: readonly number[],
) {
  if (productIds.length === 0) return [];
  const { rows } = await db.execute<AvailableStock>(sql`
    select id, product_id, warehouse_id, on_hand, allocated, non_sellable from stocks
     where ${inScope('stocks', scope)}
       and product_id = any(${intArray(productIds)})
       and on_hand > allocated`);
  return rows;
}

/**
 * The shops among `shopIds` with their own 引当不可日数 (decision 065), each with the first
 * 賞味期限 its orders may take today (JST).
 */
export async function shopLotCutoffs(
  tx: DbOrTx,
  scope: OrganisationScope,
  shopIds: readonly number[],
) {
  if (shopIds.length === 0) return new Map<number, string>();
  const { rows } = await tx.execute<{ id: number; cutoff: string }>(sql`
    select id, to_char(${todayJst()}::date + unallocatable_days, 'YYYY-MM-DD') as cutoff
      from shops
     where ${inScope('shops', scope, sql`id = any(${intArray(shopIds)}) and unallocatable_days > 0`)}`);
  return new Map(rows.map((row) => [row.id, row.cutoff]));
}
