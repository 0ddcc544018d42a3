import { todayJst, type StockLotDto } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { locationFacts } from '../locations/index.ts';
import { byWalk } from './stock-location-parts.ts';

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
  const shelves = await lotShelvesOf(db, scope, stockId);
  return rows.map((row) => ({
    ...(shelves.size > 0 && { shelves: withUnplaced(shelves.get(row.lot_no) ?? [], row.on_hand) }),
    lotNo: row.lot_no,
    expiresOn: row.expires_on,
    onHand: row.on_hand,
    allocated: row.allocated,
    available: row.on_hand - row.allocated,
    expired: row.expires_on !== null && row.expires_on < today,
    remainingDays: row.expires_on === null ? null : daysLeft(row.expires_on),
  }));
}

type LotShelf = { locationId: number | null; code: string | null; onHand: number };

/** The row's lots' pieces per shelf, each lot's in the picker's walk (decision 066 § lot × shelf). */
async function lotShelvesOf(db: DbOrTx, scope: OrganisationScope, stockId: number) {
  const { rows } = await db.execute<{ lot_no: string; location_id: number; on_hand: number }>(sql`
    select sl.lot_no, sll.location_id, sll.on_hand
      from stock_lot_locations sll
      join stock_lots sl on ${inScope('sl', scope, sql`sl.id = sll.stock_lot_id`)}
     where ${inScope('sll', scope, sql`sll.stock_id = ${stockId} and sll.on_hand > 0`)}`);
  // The shelves' codes and walk come from the locations module (its table is not ours to read).
  const facts = await locationFacts(db, scope, [...new Set(rows.map((row) => row.location_id))]);
  const walked = rows
    .filter((row) => facts.has(row.location_id))
    .sort((a, b) => byWalk(facts.get(a.location_id)!, facts.get(b.location_id)!));
  const shelves = new Map<string, LotShelf[]>();
  for (const row of walked) {
    const list = shelves.get(row.lot_no) ?? [];
    const code = facts.get(row.location_id)!.code;
    list.push({ locationId: row.location_id, code, onHand: row.on_hand });
    shelves.set(row.lot_no, list);
  }
  return shelves;
}

/** A lot's shelves and, after them, its pieces on none (棚番未設定). */
function withUnplaced(shelves: LotShelf[], onHand: number): LotShelf[] {
  const rest = onHand - shelves.reduce((sum, shelf) => sum + shelf.onHand, 0);
  return rest > 0 ? [...shelves, { locationId: null, code: null, onHand: rest }] : shelves;
}
