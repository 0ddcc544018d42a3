import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { rowsAsArrays } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import type { LotPlaces } from './stock-lot-location-parts.ts';

/**
 * The stock service's lot × shelf rows (stock_lot_locations, decision 066 § lot × shelf): read and
 * written only by the service under the lock of their stock row, like the lots and the shelves.
 */

/** The rows' pieces per lot number per shelf (rows holding none map to an empty map). */
export async function lotPlacesOf(db: DbOrTx, scope: OrganisationScope, stockIds: number[]) {
  const result = new Map<number, LotPlaces>(stockIds.map((id) => [id, new Map()]));
  if (stockIds.length === 0) return result;
  const { rows } = await db.execute<{
    stock_id: number;
    lot_no: string;
    location_id: number;
    on_hand: number;
  }>(sql`
    select sll.stock_id, sl.lot_no, sll.location_id, sll.on_hand
      from stock_lot_locations sll
      join stock_lots sl on ${inScope('sl', scope, sql`sl.id = sll.stock_lot_id`)}
     where ${inScope('sll', scope, sql`sll.stock_id = any(${intArray(stockIds)})`)}`);
  for (const row of rows) {
    const lots = result.get(row.stock_id)!;
    const places = lots.get(row.lot_no) ?? new Map<number, number>();
    places.set(row.location_id, row.on_hand);
    lots.set(row.lot_no, places);
  }
  return result;
}

/**
 * Writes the rows' lot × shelf as they end: their rows replaced by the pieces held (the lots exist:
 * the service writes them first). Few rows per stock row, so replacing beats diffing.
 */
export async function writeLotPlaces(
  tx: Tx,
  scope: OrganisationScope,
  rows: ReadonlyMap<number, { warehouseId: number; lotPlaces: LotPlaces }>,
) {
  if (rows.size === 0) return;
  await tx.execute(sql`
    delete from stock_lot_locations
     where ${inScope('stock_lot_locations', scope, sql`stock_id = any(${intArray([...rows.keys()])})`)}`);
  const entries = [...rows].flatMap(([stockId, { warehouseId, lotPlaces }]) =>
    [...lotPlaces].flatMap(([lotNo, places]) =>
      [...places]
        .filter(([, onHand]) => onHand > 0)
        .map(([locationId, onHand]) => ({ stockId, warehouseId, lotNo, locationId, onHand })),
    ),
  );
  if (entries.length === 0) return;
  const values = rowsAsArrays(
    entries,
    [
      { name: 'stock_id', type: 'int4', value: (e) => e.stockId },
      { name: 'warehouse_id', type: 'int4', value: (e) => e.warehouseId },
      { name: 'lot_no', type: 'text', value: (e) => e.lotNo },
      { name: 'location_id', type: 'int4', value: (e) => e.locationId },
      { name: 'on_hand', type: 'int4', value: (e) => e.onHand },
    ],
    'p',
  );
  await tx.execute(sql`
    insert into stock_lot_locations
      (organisation_id, warehouse_id, stock_id, stock_lot_id, location_id, on_hand)
    select ${scope.organisationId}, p.warehouse_id, p.stock_id, sl.id, p.location_id, p.on_hand
      from ${values}
      join stock_lots sl on ${inScope('sl', scope, sql`sl.stock_id = p.stock_id and sl.lot_no = p.lot_no`)}`);
}
