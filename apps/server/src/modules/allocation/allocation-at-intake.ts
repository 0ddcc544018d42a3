import type { DbOrTx } from '../../db/client.ts';
import type { AllocateAtIntake, OrderActor } from '../orders/index.ts';
import { allocationSettingsOf } from './allocation-settings.service.ts';
import { allocateOrders } from './allocation-engine.ts';

/** 自動引当 at intake: with it on, the orders just taken in are allocated at once. */
export const allocateAtIntake: AllocateAtIntake = async (
  db: DbOrTx,
  actor: OrderActor,
  orderIds: number[],
) => {
  if (!(await allocationSettingsOf(db, actor.scope)).autoEnabled) return false;
  await allocateOrders(db, actor, { orderIds });
  return true;
};

/** 受注編集: an order whose pieces changed after it held stock is allocated again at once. */
export const allocateAgain = async (db: DbOrTx, actor: OrderActor, orderIds: number[]) => {
  await allocateOrders(db, actor, { orderIds });
};
