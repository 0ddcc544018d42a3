import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// Two figures of a stock row (`s`) that live outside `stocks` (decision 073): the free pieces of its
// expired lots (stock_lots) and the pieces on their way to it by 在庫移動 (stock_transfer_lines by
// product, decision 071); and 引当可能数, which leaves the first out.

/** The one definition of 期限切れ on a lot (`l`): its free pieces, once past 賞味期限 on `today`. */
const LOT_FREE = sql`(l.on_hand - l.allocated)`;
const lotExpired = (today: string | Placeholder) => sql`l.expires_on < ${today}::date`;

/** 期限切れ of the row `s`: one probe of stock_lots_stock_lot_unique per row read (a page's rows). */
export const expiredFree = (today: string | Placeholder) => sql`coalesce((
    select sum(${LOT_FREE})::int from stock_lots l
     where l.organisation_id = s.organisation_id and l.stock_id = s.id
       and ${lotExpired(today)}), 0)`;

/**
 * 期限切れ of stock rows read grouped by row (`s`): their expired lots joined, then summed by
 * EXPIRED_FREE. A join rather than a subquery per row: PostgreSQL probes stock_lots per row or
 * hashes it once, as its size says (decision 074).
 */
export const expiredLotsJoin = (today: string | Placeholder) => sql`left join stock_lots l
    on l.organisation_id = s.organisation_id and l.stock_id = s.id and ${lotExpired(today)}`;
export const EXPIRED_FREE = sql`coalesce(sum(${LOT_FREE}), 0)::int`;

/**
 * 期限切れ of every stock row that has some, as a relation (stock_id, expired) to left-join: one
 * range of stock_lots_expiry_idx instead of a probe per row, for reads over all rows (the home page).
 */
export const expiredByStock = (scope: OrganisationScope, today: string) => sql`(
    select l.stock_id, sum(${LOT_FREE})::int as expired from stock_lots l
     where ${inScope('l', scope)} and ${lotExpired(today)}
     group by l.stock_id)`;

/**
 * 引当可能数 of a stock row: on_hand − allocated − 期限切れ (by default the row's probe). The one
 * expression of it: the stock lists (figure, sort, 在庫不足 filter) and the home page's 在庫不足
 * card read it alike.
 */
export const allocatable = (today: string | Placeholder, expired: SQL = expiredFree(today)) =>
  sql`(s.on_hand - s.allocated - ${expired})`;

/** What a transfer line still has on the way, of a transfer not yet done. */
const LINE_IN_TRANSIT = sql`sum(tl.quantity - tl.received_qty - tl.returned_qty)::int`;
const TRANSFERS_IN_TRANSIT = sql`stock_transfer_lines tl
      join stock_transfers t on t.organisation_id = tl.organisation_id and t.id = tl.transfer_id`;
const OPEN_TRANSFER = sql`t.status in ('in_transit', 'partial')`;

/** 移動中: what left for this warehouse and has neither arrived nor gone back. */
export const inTransitTo = sql`coalesce((
    select ${LINE_IN_TRANSIT} from ${TRANSFERS_IN_TRANSIT}
     where tl.organisation_id = s.organisation_id and tl.product_id = s.product_id
       and t.destination_warehouse_id = s.warehouse_id and ${OPEN_TRANSFER}), 0)`;

/**
 * 移動中 of some products (`productIds`, an int[]) by product and destination, as a relation
 * (product_id, warehouse_id, in_transit) to left-join on their stock rows: one probe of
 * stock_transfer_lines_product_idx per product, not per row.
 */
export const inTransitByProductAndWarehouse = (scope: OrganisationScope, productIds: SQL) => sql`(
    select tl.product_id, t.destination_warehouse_id as warehouse_id, ${LINE_IN_TRANSIT} as in_transit
      from ${TRANSFERS_IN_TRANSIT}
     where ${inScope('tl', scope)} and tl.product_id = any(${productIds}) and ${OPEN_TRANSFER}
     group by tl.product_id, t.destination_warehouse_id)`;
