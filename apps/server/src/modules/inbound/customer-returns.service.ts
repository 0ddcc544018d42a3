import {
  INBOUND_MESSAGES as M,
  type CustomerReturnDto,
  type CustomerReturnFormValues,
  type ReturnCondition,
  type ReturnReason,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { dailyNumbers } from '../../db/daily-numbers.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { returnStock, stockIdFor, type StockActor } from '../stocks/index.ts';
import { bindToOrder } from './return-order-binding.ts';
import { checkProducts, checkShop, refusal, usableWarehouse } from './inbound-references.ts';
import { showCustomerReturn } from '../../read-models/returns/index.ts';
import { customerReturnLines, customerReturns } from './customer-returns.table.ts';
import type { InboundActor } from './receiving-schedules.service.ts';

export type ReturnInput = {
  returnNumber: string;
  /** The order it was shipped as (decision 064); absent for a free-text or warehouse-reported one. */
  orderId?: number | null;
  orderNumber: string | null;
  shopId: number | null;
  warehouseId: number;
  returnedAt: Date;
  reason: ReturnReason;
  source: 'manual' | 'warehouse';
  note: string | null;
  lines: {
    productId: number;
    orderLineId?: number | null;
    quantity: number;
    condition: ReturnCondition;
  }[];
};

/**
 * Books a return in the caller's transaction: its rows and, per line, the stock (良品 → on_hand,
 * 不良品 → non_sellable). (warehouse, return number) is the exactly-once key: a return reported
 * again inserts nothing and books nothing (null).
 */
export async function bookReturn(tx: Tx, actor: StockActor, input: ReturnInput) {
  const [row] = await tx
    .insert(customerReturns)
    .values({
      organisationId: actor.scope.organisationId,
      returnNumber: input.returnNumber,
      orderId: input.orderId ?? null,
      orderNumber: input.orderNumber,
      shopId: input.shopId,
      warehouseId: input.warehouseId,
      returnedAt: input.returnedAt,
      reason: input.reason,
      source: input.source,
      note: input.note,
      createdBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: customerReturns.id });
  if (!row) return null;
  await tx.insert(customerReturnLines).values(
    input.lines.map((line) => ({
      organisationId: actor.scope.organisationId,
      returnId: row.id,
      ...line,
    })),
  );
  for (const line of input.lines) {
    const stockId = await stockIdFor(tx, actor, line.productId, input.warehouseId);
    await returnStock(tx, actor, stockId, line.quantity, line.condition, {
      reference: { type: 'customer_return', id: row.id },
      note: input.returnNumber,
    });
  }
  return row.id;
}

/** 返品番号: RT-YYYYMMDD-#### of the organisation for the day it came back. */
const nextReturnNumber = dailyNumbers({
  lock: 'return-number',
  prefix: 'RT',
  table: 'customer_returns',
  column: 'return_number',
});

/** 返品実績の手入力: own warehouses only (an external one reports its returns). */
export async function storeCustomerReturn(
  db: Database,
  actor: InboundActor,
  values: CustomerReturnFormValues,
): Promise<CustomerReturnDto> {
  const warehouse = await usableWarehouse(db, actor.scope, values.warehouseId);
  if (!warehouse.isOwn) throw refusal('warehouseId', M.returnOwnOnly);
  if (!values.orderId) await checkShop(db, actor.scope, values.shopId);
  await checkProducts(
    db,
    actor.scope,
    values.lines.map((line) => line.productId),
  );
  const id = await db.transaction(async (tx) => {
    // The order's lock first: the bound it checks holds until this return is booked.
    const bound = await bindToOrder(tx, actor.scope, values);
    const returnNumber = await nextReturnNumber(tx, actor.scope, values.returnedOn);
    return bookReturn(tx, actor, {
      returnNumber,
      ...bound,
      warehouseId: values.warehouseId,
      // The day at noon JST: a date-only entry stays on its day in every view.
      returnedAt: new Date(`${values.returnedOn}T12:00:00+09:00`),
      reason: values.reason,
      source: 'manual',
      note: values.note ?? null,
    });
  });
  return showCustomerReturn(db, actor.scope, id!);
}

/** 返品実績検索 from the page: one external warehouse. */
export async function fetchCustomerReturns(db: Database, actor: InboundActor, warehouseId: number) {
  const warehouse = await usableWarehouse(db, actor.scope, warehouseId);
  if (warehouse.isOwn) throw new AppError('validation', M.notExternal);
  const { process } = await enqueueProcess(db, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'customer_return_search',
    payload: { warehouseId },
  });
  return process;
}
