import type { DbOrTx } from '../../db/client.ts';
import { orderView } from '../../read-models/orders/index.ts';
import { recordAudit, type AuditedRecord } from '../audit/index.ts';
import type { OrderActor } from './orders-intake.service.ts';

// 変更履歴 of an order (受注登録, 受注編集) against its view (read-models/orders).

export { orderView };

/** Records one change of an order (登録 or 編集) against its view before it. */
export async function recordOrderChange(
  tx: DbOrTx,
  actor: OrderActor,
  id: number,
  before: AuditedRecord | null,
) {
  await recordAudit(tx, actor.scope, {
    resource: 'orders',
    recordId: id,
    userId: actor.userId,
    action: before ? 'update' : 'create',
    before,
    after: await orderView(tx, actor.scope, id),
  });
}
