import { todayJst, type StockLotDto } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

/** The lots of one stock row that hold pieces, first expiry first (ロット不明 last). */
export async function stockLotsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  stockId: number,
): Promise<StockLotDto[]> {
  const { rows } = await db.execute<{
    lot_no: string;
    expires_on: string | null;
    on_hand: number;
    allocated: number;
  }>(sql`
    select lot_no, to_char(expires_on, 'YYYY-MM-DD') as expires_on, on_hand, allocated
      from stock_lots
     where ${inScope('stock_lots', scope, sql`stock_id = ${stockId} and on_hand > 0`)}
     order by expires_on nulls last, lot_no`);
  const today = todayJst();
  const dayMs = 86_400_000;
  const daysLeft = (day: string) => Math.round((Date.parse(day) - Date.parse(today)) / dayMs);
  return rows.map((row) => ({
    lotNo: row.lot_no,
    expiresOn: row.expires_on,
    onHand: row.on_hand,
    allocated: row.allocated,
    available: row.on_hand - row.allocated,
    expired: row.expires_on !== null && row.expires_on < today,
    remainingDays: row.expires_on === null ? null : daysLeft(row.expires_on),
  }));
}
