import {
  ORDER_MESSAGES as M,
  orderActionApplies,
  type OrderEditValues,
  type OrderEntryValues,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import { AppError, notFound, stale } from '../../http/app-error.ts';
import { prefectureMatchesPostalCode } from '../postal/index.ts';
import { editOrder } from './commands/edit.ts';
import { lockOrders } from './commands/lock.ts';
import { leaveGroupIfRecipientMoved } from './commands/merge.ts';
import { OrderIntakeRefusal, recipientColumnsOf } from './intake-checks.ts';
import { orderView, recordOrderChange } from './order-changes.ts';
import { storeOrders, type AllocateAtIntake, type OrderActor } from './orders-intake.service.ts';
import { productIdsByCode } from './orders.references.ts';

/** Allocation as the edit needs it (given by allocation at assembly, app.ts). */
export type EditAllocation = {
  /** 自動引当 when it is on: an order that held nothing is treated as a fresh intake. */
  atIntake: AllocateAtIntake;
  /** An order that held stock before its pieces changed is allocated again at once. */
  again: (db: Parameters<AllocateAtIntake>[0], actor: OrderActor, ids: number[]) => Promise<void>;
};

/**
 * 受注登録: one order typed in, through THE intake (storeOrders) so 自動引当 behaves as for the
 * API; a number the shop already has is refused on its field, identical or not. Audited.
 */
export async function enterOrder(
  db: Database,
  actor: OrderActor,
  values: OrderEntryValues,
  allocateAtIntake: AllocateAtIntake,
) {
  return db.transaction(async (tx) => {
    const taken = () =>
      new OrderIntakeRefusal([
        {
          order: 0,
          field: 'orderNumber',
          message: M.numberTaken(values.orderNumber),
          conflict: true,
        },
      ]);
    let stored;
    try {
      stored = await storeOrders(tx, actor, [values], 'manual', allocateAtIntake);
    } catch (error) {
      if (error instanceof OrderIntakeRefusal && error.problems.every((p) => p.conflict))
        throw taken();
      throw error;
    }
    const order = stored.orders[0]!;
    if (!order.created) throw taken();
    await recordOrderChange(tx, actor, order.id, null);
    return order.id;
  });
}

/** The edited lines' products by code; an unknown one is refused on its line. */
async function productIdsOf(db: Database, actor: OrderActor, values: OrderEditValues) {
  const ids = await productIdsByCode(
    db,
    actor.scope,
    values.lines.map((line) => line.productCode),
  );
  const fieldErrors: Record<string, string[]> = {};
  values.lines.forEach((line, index) => {
    if (!ids.has(line.productCode))
      fieldErrors[`lines.${index}.productCode`] = [M.productNotFound(line.productCode)];
  });
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('validation', Object.values(fieldErrors)[0]![0]!, { fieldErrors });
  return values.lines.map((line) => ({ ...line, productId: ids.get(line.productCode)! }));
}

/**
 * 受注編集 before 出荷指示: refused with 409 once instructed (or later) and on an older version;
 * allocation is given back and run again when the pieces change (commands/edit.ts). Audited.
 */
export async function updateOrder(
  db: Database,
  actor: OrderActor,
  id: number,
  values: OrderEditValues,
  allocation: EditAllocation,
) {
  const exists = await db.execute(
    sql`select 1 from orders where ${inScope('orders', actor.scope, sql`orders.id = ${id}`)}`,
  );
  // Another organisation's order is a 404 before its form is judged.
  if (exists.rows.length === 0) throw notFound(M.orderNotFound);
  const lines = await productIdsOf(db, actor, values);
  const postalMismatch = !(await prefectureMatchesPostalCode(values.postalCode, values.prefecture));
  await db.transaction(async (tx) => {
    const [locked] = await lockOrders(tx, actor.scope, [id]);
    if (!locked) throw notFound(M.orderNotFound);
    if (!orderActionApplies('edit', locked.status)) throw new AppError('conflict', M.notEditable);
    const before = await orderView(tx, actor.scope, id);
    const { rows } = await tx.execute<{ version: number }>(
      sql`select version from orders where ${inScope('orders', actor.scope, sql`orders.id = ${id}`)}`,
    );
    if (rows[0]?.version !== values.version) throw stale();
    const outcome = await editOrder(tx, actor, id, {
      columns: recipientColumnsOf({ ...values, shopId: null, orderNumber: '', orderedAt: '' }),
      postalMismatch,
      lines,
    });
    await leaveGroupIfRecipientMoved(tx, actor.scope, id);
    if (outcome.heldBefore) await allocation.again(tx, actor, [id]);
    else if (outcome.piecesChanged) await allocation.atIntake(tx, actor, [id]);
    await recordOrderChange(tx, actor, id, before);
  });
}
