import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

/** 在庫移動 as its 変更履歴 records it: number, status, memo and each line's figures. */
export async function transferView(
  tx: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<Readonly<Record<string, unknown>> | null> {
  const { rows } = await tx.execute<{ view: Record<string, unknown> }>(sql`
    select jsonb_build_object(
             'number', t.number, 'status', t.status, 'memo', t.memo,
             'lines', (select string_agg(format('%s: %s (入荷 %s / 戻し %s)', p.product_code,
                                                l.quantity, l.received_qty, l.returned_qty),
                                         ', ' order by l.line_number)
                         from stock_transfer_lines l
                         join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
                        where l.transfer_id = t.id)) as view
      from stock_transfers t where ${inScope('t', scope, sql`t.id = ${id}`)}`);
  return rows[0]?.view ?? null;
}
