import {
  ORDER_MESSAGES,
  ORDER_SPLIT_MESSAGES as M,
  orderActionApplies,
  splitOrderNumber,
  type OrderSplitResult,
  type OrderSplitValues,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { AppError, notFound, stale } from '../../http/app-error.ts';
import { everInstructedAmong } from '../../read-models/orders/index.ts';
import { recordAudit } from '../audit/index.ts';
import { lockOrders } from './commands/lock.ts';
import { splitOrder, unsplitOrder, type SplitMove } from './commands/split.ts';
import { orderView, recordOrderChange } from './order-changes.ts';
import type { EditAllocation } from './order-entry.service.ts';
import type { OrderActor } from './orders-intake.service.ts';

// 分割 and 分割を元に戻す (decision 072): before 出荷指示, audited, allocated again through the owner.

const refuse = (message: string, field?: string) =>
  new AppError('validation', message, field ? { fieldErrors: { [field]: [message] } } : {});

type SplitState = {
  order_number: string;
  version: number;
  merge_group: string | null;
  split_from_order_id: number | null;
  split_into: number | null;
};

/** What 分割 and its undo check of an order (read under its lock). */
async function splitStateOf(tx: Tx, actor: OrderActor, id: number) {
  const { rows } = await tx.execute<SplitState>(sql`
    select o.order_number, o.version, o.merge_group, o.split_from_order_id,
           (select c.id from orders c where c.organisation_id = o.organisation_id
               and c.split_from_order_id = o.id) as split_into
      from orders o where ${inScope('o', actor.scope, sql`o.id = ${id}`)}`);
  const instructed = (await everInstructedAmong(tx, actor.scope, [id])).has(id);
  return { ...rows[0]!, instructed };
}

/** The moves checked against the order's live lines: each bounded, something left behind. */
async function checkedMoves(tx: Tx, actor: OrderActor, id: number, values: OrderSplitValues) {
  const { rows: lines } = await tx.execute<{ id: number; line_number: number; movable: number }>(
    sql`select id, line_number, quantity - cancelled_qty - shipped_qty as movable
          from order_lines
         where ${inScope('order_lines', actor.scope, sql`order_id = ${id}`, sql`cancelled_at is null`)}`,
  );
  const byId = new Map(lines.map((line) => [line.id, line]));
  const moved = new Map<number, number>();
  for (const [index, move] of values.lines.entries()) {
    if (!byId.has(move.lineId)) throw refuse(M.lineNotFound, `lines.${index}.lineId`);
    moved.set(move.lineId, (moved.get(move.lineId) ?? 0) + move.quantity);
  }
  for (const [index, move] of values.lines.entries()) {
    const line = byId.get(move.lineId)!;
    if (moved.get(line.id)! > line.movable)
      throw refuse(M.tooMany(line.line_number, line.movable), `lines.${index}.quantity`);
  }
  const left = lines.reduce((sum, line) => sum + line.movable - (moved.get(line.id) ?? 0), 0);
  if (left < 1) throw refuse(M.allMoved, 'lines');
  return [...moved].map(([lineId, quantity]): SplitMove => ({ lineId, quantity }));
}

/** Allocates both shipments again when the order held stock, else as a fresh intake would. */
async function allocateAgain(
  tx: Tx,
  actor: OrderActor,
  allocation: EditAllocation,
  heldBefore: boolean,
  ids: number[],
) {
  if (heldBefore) await allocation.again(tx, actor, ids);
  else await allocation.atIntake(tx, actor, ids);
}

/** 分割: the chosen pieces become a second shipment of the order (its own order row). */
export async function splitSelected(
  db: Database,
  actor: OrderActor,
  id: number,
  values: OrderSplitValues,
  allocation: EditAllocation,
): Promise<OrderSplitResult> {
  return db.transaction(async (tx) => {
    const [locked] = await lockOrders(tx, actor.scope, [id]);
    if (!locked) throw notFound(ORDER_MESSAGES.orderNotFound);
    const state = await splitStateOf(tx, actor, id);
    if (state.version !== values.version) throw stale();
    if (!orderActionApplies('split', locked.status) || state.instructed)
      throw refuse(M.notBeforeInstruction);
    if (state.merge_group !== null) throw refuse(M.merged);
    if (state.split_from_order_id !== null || state.split_into !== null)
      throw refuse(M.alreadySplit);
    const moves = await checkedMoves(tx, actor, id, values);
    const splitNumber = splitOrderNumber(state.order_number);
    const { rows: taken } = await tx.execute(sql`
      select 1 from orders where ${inScope('orders', actor.scope)}
         and shop_id = ${locked.shopId} and order_number = ${splitNumber}`);
    if (taken.length > 0) throw refuse(M.numberTaken(splitNumber));
    const before = await orderView(tx, actor.scope, id);
    const { splitId, heldBefore } = await splitOrder(tx, actor, id, splitNumber, moves);
    await allocateAgain(tx, actor, allocation, heldBefore, [id, splitId]);
    await recordOrderChange(tx, actor, id, before);
    await recordOrderChange(tx, actor, splitId, null);
    return { message: M.done(splitNumber), orderId: splitId, orderNumber: splitNumber };
  });
}

/** 分割を元に戻す (from either shipment): the second one's pieces go back, before 出荷指示 only. */
export async function unsplitSelected(
  db: Database,
  actor: OrderActor,
  id: number,
  allocation: EditAllocation,
): Promise<OrderSplitResult> {
  return db.transaction(async (tx) => {
    const exists = await tx.execute(
      sql`select 1 from orders where ${inScope('orders', actor.scope, sql`orders.id = ${id}`)}`,
    );
    if (exists.rows.length === 0) throw notFound(ORDER_MESSAGES.orderNotFound);
    // Read before locking so both are locked in id order (THE lock), then read again under it.
    const asked = await splitStateOf(tx, actor, id);
    const originalId = asked.split_from_order_id ?? id;
    const splitId = asked.split_from_order_id === null ? asked.split_into : id;
    if (splitId === null) throw refuse(M.notSplit(asked.order_number));
    const both = await lockOrders(tx, actor.scope, [originalId, splitId]);
    const states = await Promise.all(both.map((order) => splitStateOf(tx, actor, order.id)));
    if (both.length !== 2 || states.every((state) => state.split_from_order_id !== originalId))
      throw refuse(M.notSplit(asked.order_number));
    if (both.some((order) => !orderActionApplies('split', order.status)))
      throw refuse(M.instructed);
    if (states.some((state) => state.instructed)) throw refuse(M.instructed);
    const splitNumber = both.find((order) => order.id === splitId)!.orderNumber;
    const before = await orderView(tx, actor.scope, originalId);
    const splitBefore = await orderView(tx, actor.scope, splitId);
    const { heldBefore } = await unsplitOrder(tx, actor, originalId, splitId);
    await allocateAgain(tx, actor, allocation, heldBefore, [originalId]);
    await recordOrderChange(tx, actor, originalId, before);
    await recordAudit(tx, actor.scope, {
      resource: 'orders',
      recordId: splitId,
      userId: actor.userId,
      action: 'delete',
      before: splitBefore,
      after: null,
    });
    return { message: M.undone(splitNumber), orderId: splitId, orderNumber: splitNumber };
  });
}

/** 同梱 refuses a split order (decision 072): the numbers of those among `ids`. */
export async function splitOrderNumbersAmong(tx: Tx, actor: OrderActor, ids: readonly number[]) {
  const { rows } = await tx.execute<{ order_number: string }>(sql`
    select o.order_number from orders o
     where ${inScope('o', actor.scope, sql`o.id = any(${intArray(ids)})`)}
       and (o.split_from_order_id is not null or exists (
             select 1 from orders c where c.organisation_id = o.organisation_id
                and c.split_from_order_id = o.id))
     order by o.id`);
  return rows.map((row) => row.order_number);
}
