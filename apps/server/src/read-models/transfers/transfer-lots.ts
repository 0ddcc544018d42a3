import type {
  TransferLineLotDto,
  TransferSourceLotDto,
  TransferSourceLotsQuery,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// 在庫移動's lots (decision 065): the lots each line of a transfer moved, and the lots a source
// warehouse holds of a product for the form's lot select (stock_lots is the stocks module's).

type LineLotRead = {
  line_id: number;
  lot_no: string;
  expires_on: string | null;
  quantity: number;
  received_qty: number;
  returned_qty: number;
};

/** The lots of a transfer's lines by line id, first expiry first (ロット不明 last). */
export async function lotsOfLines(db: DbOrTx, scope: OrganisationScope, transferId: number) {
  const { rows } = await db.execute<LineLotRead>(sql`
    select ll.line_id, ll.lot_no, to_char(ll.expires_on, 'YYYY-MM-DD') as expires_on, ll.quantity,
           ll.received_qty, ll.returned_qty
      from stock_transfer_line_lots ll
      join stock_transfer_lines l on l.organisation_id = ll.organisation_id and l.id = ll.line_id
     where ${inScope('ll', scope)} and l.transfer_id = ${transferId}
     order by ll.expires_on asc nulls last, ll.lot_no asc`);
  const byLine = new Map<number, TransferLineLotDto[]>();
  for (const row of rows) {
    const lots = byLine.get(row.line_id) ?? [];
    lots.push({
      lotNo: row.lot_no,
      expiresOn: row.expires_on,
      quantity: row.quantity,
      receivedQuantity: row.received_qty,
      returnedQuantity: row.returned_qty,
    });
    byLine.set(row.line_id, lots);
  }
  return byLine;
}

/**
 * The named lots of a product at a warehouse that have free pieces (on hand − allocated), first
 * expiry first: what the transfer form offers. ロット不明 is left to 自動 (it has no name to pick).
 */
export async function sourceLots(
  db: DbOrTx,
  scope: OrganisationScope,
  { warehouseId, productId }: TransferSourceLotsQuery,
): Promise<TransferSourceLotDto[]> {
  const { rows } = await db.execute<{
    lot_no: string;
    expires_on: string | null;
    free: number;
  }>(sql`
    select l.lot_no, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on,
           (l.on_hand - l.allocated)::int as free
      from stocks s
      join stock_lots l on l.organisation_id = s.organisation_id and l.stock_id = s.id
     where ${inScope('s', scope)} and s.warehouse_id = ${warehouseId}
       and s.product_id = ${productId} and l.lot_no <> '' and l.on_hand > l.allocated
     order by l.expires_on asc nulls last, l.lot_no asc`);
  return rows.map((row) => ({ lotNo: row.lot_no, expiresOn: row.expires_on, free: row.free }));
}
