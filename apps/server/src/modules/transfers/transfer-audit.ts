import type { Tx } from '../../db/client.ts';
import { transferView } from '../../read-models/transfers/index.ts';
import { recordAudit, type AuditedRecord } from '../audit/index.ts';
import type { StockActor } from '../stocks/index.ts';

// 変更履歴 of 在庫移動: its view (read-models/transfers) before and after a change.

export { transferView };

/** Records one change of a transfer (register, arrivals, cancel) against its view before it. */
export async function recordTransferChange(
  tx: Tx,
  actor: StockActor,
  id: number,
  before: AuditedRecord | null,
) {
  await recordAudit(tx, actor.scope, {
    resource: 'stock_transfers',
    recordId: id,
    userId: actor.userId,
    action: before ? 'update' : 'create',
    before,
    after: await transferView(tx, actor.scope, id),
  });
}
