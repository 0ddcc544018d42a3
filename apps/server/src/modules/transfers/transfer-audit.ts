import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import { recordAudit, type AuditedRecord } from '../audit/index.ts';
import type { StockActor } from '../stocks/index.ts';

// 変更履歴 of 在庫移動: its status and each line's figures, before and after a change.

export async function transferView(
  tx: Tx,
  actor: StockActor,
  id: number,
): Promise<AuditedRecord | null> {
  const { rows } = await tx.execute<{ view: AuditedRecord }>(sql`
    select jsonb_build_object(
             'number', t.number, 'status', t.status, 'memo', t.memo,
             'lines', (select string_agg(format('%s: %s (入荷 %s / 戻し %s)', p.product_code,
                                                l.quantity, l.received_qty, l.returned_qty),
                                         ', ' order by l.line_number)
                         from stock_transfer_lines l
                         join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
                        where l.transfer_id = t.id)) as view
      from stock_transfers t where ${inScope('t', actor.scope, sql`t.id = ${id}`)}`);
  return rows[0]?.view ?? null;
}

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
    after: await transferView(tx, actor, id),
  });
}
