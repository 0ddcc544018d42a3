import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { textArray } from '../../db/sql.ts';

type Placed = { productCode: string; lotNo: string | null; locationCode: string | null };
type Shelf = { code: string; routeOrder: number };
const key = (productCode: string, lotNo: string) => `${productCode}\u0000${lotNo}`;

/**
 * Lot × shelf on the picking list (decision 066 § lot × shelf): each lot line goes to the first
 * pickable shelf along the walk holding that lot in the batch's warehouse; a lot on no pickable
 * shelf keeps the product's shelf. Lines without a lot are left as they are.
 */
export async function withLotShelves<T extends Placed & { routeOrder: number | null }>(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  lines: T[],
): Promise<T[]> {
  const codes = [...new Set(lines.filter((l) => l.lotNo !== null).map((l) => l.productCode))];
  if (codes.length === 0) return lines;
  const { rows } = await db.execute<{ product_code: string; lot_no: string } & Shelf>(sql`
    select distinct on (p.product_code, sl.lot_no) p.product_code, sl.lot_no, l.code,
           l.route_order as "routeOrder"
      from stock_lot_locations sll
      join stock_lots sl on ${inScope('sl', scope, sql`sl.id = sll.stock_lot_id`)}
      join stocks st on ${inScope('st', scope, sql`st.id = sll.stock_id`)}
      join products p on ${inScope('p', scope, sql`p.id = st.product_id`)}
      join locations l on ${inScope('l', scope, sql`l.id = sll.location_id and l.pickable`)}
     where ${inScope(
       'sll',
       scope,
       sql`sll.warehouse_id = ${warehouseId} and sll.on_hand > 0
           and p.product_code = any(${textArray(codes)})`,
     )}
     order by p.product_code, sl.lot_no, l.route_order, l.code`);
  const shelves = new Map(rows.map((row) => [key(row.product_code, row.lot_no), row]));
  return lines.map((line) => {
    const shelf = line.lotNo === null ? undefined : shelves.get(key(line.productCode, line.lotNo));
    return shelf ? { ...line, locationCode: shelf.code, routeOrder: shelf.routeOrder } : line;
  });
}
