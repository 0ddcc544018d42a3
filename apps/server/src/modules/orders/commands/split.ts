import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { intArray } from '../../../db/sql.ts';
import type { StockActor } from '../../stocks/index.ts';
import { heldAllocationsOf } from './held-allocation.ts';
import { releaseAllocations } from './release.ts';
import { refreshOrderStatuses } from './status.ts';

// 分割 (decision 072): a second order row carries the moved pieces as the second parcel.

/** Pieces of one line of the order that move to the second shipment. */
export type SplitMove = { lineId: number; quantity: number };

/** Why allocation is given back when 分割 or its undo moves pieces. */
export const SPLIT_RELEASE_NOTE = '分割';

// The header the second shipment shares with its order; money (代引, 送料) stays with the first.
const SHARED_COLUMNS = sql.raw(`shop_id, ordered_at, source, recipient_name, recipient_kana,
  postal_code, prefecture, city, town, building, phone, postal_mismatch, delivery_date,
  delivery_time_slot, delivery_method, delivery_carrier, cool_type, gift, delivery_note, note`);

/** Gives back what the orders hold (the caller allocates both again afterwards). */
async function releaseHeld(tx: Tx, actor: StockActor, orderIds: readonly number[]) {
  const held = await heldAllocationsOf(tx, actor.scope, orderIds);
  await releaseAllocations(
    tx,
    actor,
    held.map((allocation) => ({ allocation })),
    SPLIT_RELEASE_NOTE,
  );
  return held.length > 0;
}

/**
 * 分割: the order's allocation goes back to stock, a second order (`split_from_order_id`, the
 * given number) takes the moved pieces under the same line numbers, and a line moved whole
 * leaves the first order. The caller holds the lock and checked status, moves and number.
 * Returns the new order's id and whether the order held stock before.
 */
export async function splitOrder(
  tx: Tx,
  actor: StockActor,
  orderId: number,
  splitNumber: string,
  moves: readonly SplitMove[],
) {
  const { scope } = actor;
  const heldBefore = await releaseHeld(tx, actor, [orderId]);
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into orders (organisation_id, order_number, split_from_order_id, created_by,
                        ${SHARED_COLUMNS})
    select organisation_id, ${splitNumber}, id, ${actor.userId}, ${SHARED_COLUMNS} from orders
     where ${inScope('orders', scope, sql`orders.id = ${orderId}`)}
    returning id`);
  const splitId = rows[0]!.id;
  const lineIds = intArray(moves.map((move) => move.lineId));
  const moved = intArray(moves.map((move) => move.quantity));
  await tx.execute(sql`
    with move as (select * from unnest(${lineIds}, ${moved}) as m(line_id, quantity))
    insert into order_lines (organisation_id, order_id, line_number, product_id, quantity, unit_price)
    select l.organisation_id, ${splitId}, l.line_number, l.product_id, m.quantity, l.unit_price
      from order_lines l join move m on m.line_id = l.id
     where ${inScope('l', scope, sql`l.order_id = ${orderId}`)}`);
  await tx.execute(sql`
    with move as (select * from unnest(${lineIds}, ${moved}) as m(line_id, quantity))
    update order_lines l set quantity = l.quantity - m.quantity from move m
     where ${inScope('l', scope, sql`l.order_id = ${orderId}`)} and l.id = m.line_id
       and l.quantity > m.quantity`);
  // A line moved whole leaves with its (released) allocation history: the ledger keeps the moves.
  await tx.execute(sql`
    with move as (select * from unnest(${lineIds}, ${moved}) as m(line_id, quantity))
    delete from order_lines l using move m
     where ${inScope('l', scope, sql`l.order_id = ${orderId}`)} and l.id = m.line_id
       and l.quantity = m.quantity`);
  await touch(tx, scope, [orderId]);
  await refreshOrderStatuses(
    tx,
    scope,
    [orderId, splitId],
    heldBefore ? { note: SPLIT_RELEASE_NOTE } : undefined,
  );
  return { splitId, heldBefore };
}

/**
 * 分割を元に戻す: both give back what they hold, the second shipment's pieces return to the
 * first order's lines of the same number (recreated when they had moved whole), and the second
 * order is deleted. The caller holds both locks and checked that neither was ever instructed.
 */
export async function unsplitOrder(tx: Tx, actor: StockActor, orderId: number, splitId: number) {
  const { scope } = actor;
  const heldBefore = await releaseHeld(tx, actor, [orderId, splitId]);
  await tx.execute(sql`
    update order_lines l set quantity = l.quantity + s.quantity from order_lines s
     where ${inScope('l', scope, sql`l.order_id = ${orderId}`)}
       and s.organisation_id = l.organisation_id and s.order_id = ${splitId}
       and s.line_number = l.line_number`);
  await tx.execute(sql`
    insert into order_lines (organisation_id, order_id, line_number, product_id, quantity, unit_price)
    select s.organisation_id, ${orderId}, s.line_number, s.product_id, s.quantity, s.unit_price
      from order_lines s
     where ${inScope('s', scope, sql`s.order_id = ${splitId}`)}
       and not exists (select 1 from order_lines l
                        where l.organisation_id = s.organisation_id and l.order_id = ${orderId}
                          and l.line_number = s.line_number)`);
  await tx.execute(sql`
    delete from orders where ${inScope('orders', scope, sql`orders.id = ${splitId}`)}`);
  await touch(tx, scope, [orderId]);
  await refreshOrderStatuses(
    tx,
    scope,
    [orderId],
    heldBefore ? { note: SPLIT_RELEASE_NOTE } : undefined,
  );
  return { heldBefore };
}

/** A changed order gets a new version (an open edit form of it is stale now). */
async function touch(tx: Tx, scope: OrganisationScope, orderIds: readonly number[]) {
  await tx.execute(sql`
    update orders set version = version + 1, updated_at = now()
     where ${inScope('orders', scope)} and id = any(${intArray(orderIds)})`);
}
