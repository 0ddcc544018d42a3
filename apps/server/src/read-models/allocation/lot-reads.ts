import { todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

/** A stock row's lots as FEFO allocation reads them (decision 065). */
export type LotStock = {
  stock_id: number;
  /** The first 賞味期限 a lot may have to be allocated today: today + the product's 引当不可日数. */
  cutoff: string;
  lots: { lotNo: string; expiresOn: string | null; onHand: number; allocated: number }[];
};

/** First expiry first, the ロット不明 lot (no expiry) last; then by lot number. */
const byExpiry = (a: LotStock['lots'][number], b: LotStock['lots'][number]) =>
  (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') ||
  a.lotNo.localeCompare(b.lotNo);

/**
 * The lots of the ロット管理 products among `productIds`, per stock row with something available
 * (the rows availableStocks reads), first expiry first, read without locks like availableStocks.
 * A product without ロット管理 reads nothing here. Plain rows, grouped here: building JSON per
 * row in PostgreSQL cost more than the rows themselves. Lateral, so each row's lots come by the
 * (stock, lot) index (`offset 0` keeps it from being turned back into a join), and sorted here
 * (five a row): the join hashed the whole lots table every batch and sorted its rows on disk.
 */
export async function lotStocks(
  db: DbOrTx,
  scope: OrganisationScope,
  productIds: readonly number[],
): Promise<LotStock[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db.execute<{
    stock_id: number;
    cutoff: string;
    lot_no: string;
    expires_on: string | null;
    on_hand: number;
    allocated: number;
  }>(sql`
    select s.id as stock_id, to_char(${todayJst()}::date + p.unallocatable_days, 'YYYY-MM-DD') as cutoff,
           l.lot_no, l.expires_on, l.on_hand, l.allocated
      from products p
      join stocks s on s.product_id = p.id and s.organisation_id = p.organisation_id
      cross join lateral (
        select lot_no, to_char(expires_on, 'YYYY-MM-DD') as expires_on, on_hand, allocated
          from stock_lots
         where stock_id = s.id and organisation_id = s.organisation_id
        offset 0) l
     where ${inScope('p', scope, sql`p.id = any(${intArray(productIds)}) and p.lot_managed`)}
       and s.on_hand > s.allocated`);
  const stocks = new Map<number, LotStock>();
  for (const row of rows) {
    let stock = stocks.get(row.stock_id);
    if (!stock)
      stocks.set(row.stock_id, (stock = { stock_id: row.stock_id, cutoff: row.cutoff, lots: [] }));
    stock.lots.push({
      lotNo: row.lot_no,
      expiresOn: row.expires_on,
      onHand: row.on_hand,
      allocated: row.allocated,
    });
  }
  for (const stock of stocks.values()) stock.lots.sort(byExpiry);
  return [...stocks.values()];
}
