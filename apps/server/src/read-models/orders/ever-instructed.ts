import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

/**
 * The orders among `ids` any shipping instruction ever named or shipped lines of (cancelled ones
 * included): 分割 and its undo refuse them, as their lines are referenced (decision 072).
 */
export async function everInstructedAmong(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Set<number>> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select o.id from orders o
     where ${inScope('o', scope, sql`o.id = any(${intArray(ids)})`)}
       and (exists (select 1 from shipping_instructions i
                     where i.organisation_id = o.organisation_id and i.order_id = o.id)
            or exists (select 1 from shipping_instruction_lines il
                         join order_lines l on l.id = il.order_line_id
                        where il.organisation_id = o.organisation_id and l.order_id = o.id))`);
  return new Set(rows.map((row) => row.id));
}
