import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { userNameOf } from '../users/index.ts';
import type { MovementListRow } from './stocks.dto.ts';

/** 在庫履歴 of one stock row, newest first (its id breaks ties of the same instant). */
export async function movementsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  stockId: number,
  { offset, limit }: { offset: number; limit: number },
) {
  const { rows } = await db.execute<MovementListRow>(sql`
    select m.id, m.kind, m.on_hand_delta, m.allocated_delta, m.non_sellable_delta, m.on_hand_after,
           m.allocated_after, m.non_sellable_after, m.reason, m.note, m.reference_type,
           m.reference_id, m.lot_no, ${userNameOf(sql`m.user_id`)} as user_name, m.created_at
      from stock_movements m
     where ${inScope('m', scope, sql`m.stock_id = ${stockId}`)}
     order by m.created_at desc, m.id desc
     limit ${limit} offset ${offset}`);
  return rows;
}

export async function countMovements(db: DbOrTx, scope: OrganisationScope, stockId: number) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from stock_movements m
     where ${inScope('m', scope, sql`m.stock_id = ${stockId}`)}`);
  return rows[0]?.total ?? 0;
}
