import { sql } from 'drizzle-orm';

// Two figures of a stock row (`s`) that live outside `stocks` (decision 073): the free pieces of its
// expired lots (stock_lots, by stock_lots_stock_lot_unique) and the pieces on their way to it by
// 在庫移動 (stock_transfer_lines by product, decision 071). Each is one index probe per row read.

/** 期限切れ: free pieces (on_hand − allocated) of the row's lots past their 賞味期限 on `today`. */
export const expiredFree = (today: string) => sql`coalesce((
    select sum(l.on_hand - l.allocated)::int from stock_lots l
     where l.organisation_id = s.organisation_id and l.stock_id = s.id
       and l.expires_on < ${today}::date), 0)`;

/**
 * 引当可能数 of a stock row: on_hand − allocated − 期限切れ. The one expression of it: the stock
 * lists (figure, sort, 在庫不足 filter) and the home page's 在庫不足 card read it alike.
 */
export const allocatable = (today: string) =>
  sql`(s.on_hand - s.allocated - ${expiredFree(today)})`;

/** 移動中: what left for this warehouse and has neither arrived nor gone back. */
export const inTransitTo = sql`coalesce((
    select sum(tl.quantity - tl.received_qty - tl.returned_qty)::int
      from stock_transfer_lines tl
      join stock_transfers t on t.organisation_id = tl.organisation_id and t.id = tl.transfer_id
     where tl.organisation_id = s.organisation_id and tl.product_id = s.product_id
       and t.destination_warehouse_id = s.warehouse_id
       and t.status in ('in_transit', 'partial')), 0)`;
