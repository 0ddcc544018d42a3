import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dailyNumbers } from '../../db/daily-numbers.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { pickingBatches, pickingBatchInstructions } from './picking-batches.table.ts';

// The fulfilment module is the only writer of picking_batches and picking_batch_instructions.

/** バッチ番号: PB-YYYYMMDD-NNN of the organisation for the JST day. */
export const nextBatchNumber = dailyNumbers({
  lock: 'picking-batch-number',
  prefix: 'PB',
  table: 'picking_batches',
  digits: 3,
});

/**
 * A new batch holding the instructions in the given order; an instruction in another batch moves
 * here, and a batch left without any instruction is deleted (its parcels are all in newer ones).
 */
export async function insertBatch(
  tx: Tx,
  scope: OrganisationScope,
  batch: { number: string; warehouseId: number; createdBy: string | null },
  instructionIds: readonly number[],
) {
  const { rows: left } = await tx.execute<{ batch_id: number }>(sql`
    delete from picking_batch_instructions
     where ${inScope('picking_batch_instructions', scope, sql`instruction_id = any(${intArray(instructionIds)})`)}
     returning batch_id`);
  const [row] = await tx
    .insert(pickingBatches)
    .values({ organisationId: scope.organisationId, ...batch })
    .returning({ id: pickingBatches.id });
  await tx.insert(pickingBatchInstructions).values(
    instructionIds.map((instructionId, index) => ({
      organisationId: scope.organisationId,
      batchId: row!.id,
      instructionId,
      position: index + 1,
    })),
  );
  const emptied = [...new Set(left.map((entry) => entry.batch_id))];
  if (emptied.length > 0)
    await tx.execute(sql`
      delete from picking_batches b
       where ${inScope('b', scope, sql`b.id = any(${intArray(emptied)})`)}
         and not exists (select 1 from picking_batch_instructions bi
                          where bi.organisation_id = b.organisation_id and bi.batch_id = b.id)`);
  return row!.id;
}
