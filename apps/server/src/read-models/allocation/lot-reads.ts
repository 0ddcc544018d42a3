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

/**
 * The lots of the ロット管理 products among `productIds`, per stock row with something available
 * (the rows availableStocks reads), first expiry first, read without locks like availableStocks.
 * A product without ロット管理 reads nothing here. Plain rows, grouped here: building JSON per
 * row in PostgreSQL cost more than the rows themselves.
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
           l.lot_no, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on, l.on_hand, l.allocated
      from products p
      join stocks s on s.product_id = p.id and s.organisation_id = p.organisation_id
      join stock_lots l on l.stock_id = s.id
     where ${inScope('p', scope, sql`p.id = any(${intArray(productIds)}) and p.lot_managed`)}
       and s.on_hand > s.allocated
     order by s.id, l.expires_on nulls last, l.lot_no`);
  const stocks: LotStock[] = [];
  for (const row of rows) {
    let stock = stocks.at(-1);
    if (stock?.stock_id !== row.stock_id)
      stocks.push((stock = { stock_id: row.stock_id, cutoff: row.cutoff, lots: [] }));
    stock.lots.push({
      lotNo: row.lot_no,
      expiresOn: row.expires_on,
      onHand: row.on_hand,
      allocated: row.allocated,
    });
  }
  return stocks;
}
