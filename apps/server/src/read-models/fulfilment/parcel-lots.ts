import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

/** The pieces of an order line allocated from one lot (decision 065), with the lot's 賞味期限. */
export type LineLot = {
  orderLineId: number;
  lotNo: string;
  expiresOn: string | null;
  quantity: number;
};

/**
 * The lots allocated to order lines in a warehouse (not released), first expiry first: what the
 * picker takes and the 納品書 names. Lines of products without lots have none.
 */
export async function lotsOfOrderLines(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  orderLineIds: readonly number[],
): Promise<LineLot[]> {
  if (orderLineIds.length === 0) return [];
  const { rows } = await db.execute<{
    order_line_id: number;
    lot_no: string;
    expires_on: string | null;
    quantity: number;
  }>(sql`
    select a.order_line_id, a.lot_no, to_char(sl.expires_on, 'YYYY-MM-DD') as expires_on,
           sum(a.quantity)::int as quantity
      from order_allocations a
      left join stock_lots sl
        on sl.organisation_id = a.organisation_id and sl.stock_id = a.stock_id
       and sl.lot_no = a.lot_no
     where ${inScope(
       'a',
       scope,
       sql`a.order_line_id = any(${intArray([...new Set(orderLineIds)])})
           and a.warehouse_id = ${warehouseId} and a.lot_no is not null and a.state <> 'released'`,
     )}
     group by a.order_line_id, a.lot_no, sl.expires_on
     order by a.order_line_id, sl.expires_on nulls last, a.lot_no`);
  return rows.map((row) => ({
    orderLineId: row.order_line_id,
    lotNo: row.lot_no,
    expiresOn: row.expires_on,
    quantity: row.quantity,
  }));
}

type Splittable = { orderLineId: number; quantity: number };

/**
 * Each parcel line split into one line per lot it takes, in the given (printed) order: an order
 * line shipped in several parcels gives its lots out first expiry first, the first parcel first.
 * Pieces no lot covers (a product without lots) stay one line with no lot.
 */
export function splitByLot<T extends Splittable>(
  lines: readonly T[],
  lots: readonly LineLot[],
): (T & { lotNo: string | null; expiresOn: string | null })[] {
  const left = new Map<number, { lotNo: string; expiresOn: string | null; quantity: number }[]>();
  for (const lot of lots) {
    const list = left.get(lot.orderLineId) ?? [];
    list.push({ ...lot });
    left.set(lot.orderLineId, list);
  }
  return lines.flatMap((line) => {
    const parts: (T & { lotNo: string | null; expiresOn: string | null })[] = [];
    let wanted = line.quantity;
    for (const lot of left.get(line.orderLineId) ?? []) {
      if (wanted === 0) break;
      const taken = Math.min(wanted, lot.quantity);
      if (taken === 0) continue;
      lot.quantity -= taken;
      wanted -= taken;
      parts.push({ ...line, quantity: taken, lotNo: lot.lotNo, expiresOn: lot.expiresOn });
    }
    if (wanted > 0) parts.push({ ...line, quantity: wanted, lotNo: null, expiresOn: null });
    return parts;
  });
}
