import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { rowsAsArrays, type ArrayColumn } from '../../../db/row-arrays.ts';
import { intArray } from '../../../db/sql.ts';

// 引当 as the allocation engine decided it: set-based, one statement per batch (decision 031).
// The engine moves the stock through the stock service in the same transaction.

export type NewAllocation = {
  order_id: number;
  order_line_id: number;
  warehouse_id: number;
  stock_id: number;
  quantity: number;
  method: string;
  priority: string;
  rank: number;
  reason: string;
  /** The lot taken (ロット管理 products, FEFO), else null. */
  lot_no: string | null;
};

const ALLOCATION_COLUMNS: readonly ArrayColumn<NewAllocation>[] = [
  { name: 'order_id', type: 'int4', value: (a) => a.order_id },
  { name: 'order_line_id', type: 'int4', value: (a) => a.order_line_id },
  { name: 'warehouse_id', type: 'int4', value: (a) => a.warehouse_id },
  { name: 'stock_id', type: 'int4', value: (a) => a.stock_id },
  { name: 'quantity', type: 'int4', value: (a) => a.quantity },
  { name: 'method', type: 'text', value: (a) => a.method },
  { name: 'priority', type: 'text', value: (a) => a.priority },
  { name: 'rank', type: 'int4', value: (a) => a.rank },
  { name: 'reason', type: 'text', value: (a) => a.reason },
  { name: 'lot_no', type: 'text', value: (a) => a.lot_no },
];

/** Records the allocations and adds them to their lines' allocated_qty (one statement). */
export async function allocateLines(
  tx: Tx,
  scope: OrganisationScope,
  userId: string | null,
  rows: NewAllocation[],
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    with a as (
      select * from ${rowsAsArrays(rows, ALLOCATION_COLUMNS, 'a')}
    ), recorded as (
      insert into order_allocations (organisation_id, order_id, order_line_id, warehouse_id,
        stock_id, quantity, method, priority, rank, reason, lot_no, created_by)
      select ${scope.organisationId}, order_id, order_line_id, warehouse_id, stock_id, quantity,
             method, priority, rank, reason, lot_no, ${userId}::uuid from a
    )
    update order_lines l set allocated_qty = l.allocated_qty + a.quantity
      from (select order_line_id, sum(quantity)::int as quantity from a group by order_line_id) a
     where l.id = a.order_line_id
       and ${inScope('l', scope, sql`l.id = any(${intArray([...new Set(rows.map((row) => row.order_line_id))])})`)}`);
}

export type AllocationOutcome = {
  id: number;
  /** Derived by the caller with orderStatusOf from the lines as the batch leaves them. */
  status: OrderStatusCode;
  note: string | null;
  allocated: boolean;
};

/** Sets the orders' status and allocation note; allocated_at moves when pieces were allocated. */
export async function recordAllocationOutcomes(
  tx: Tx,
  scope: OrganisationScope,
  outcomes: AllocationOutcome[],
) {
  if (outcomes.length === 0) return;
  const values = rowsAsArrays<AllocationOutcome>(
    outcomes,
    [
      { name: 'id', type: 'int4', value: (u) => u.id },
      { name: 'status', type: 'text', value: (u) => u.status },
      { name: 'note', type: 'text', value: (u) => u.note },
      { name: 'allocated', type: 'bool', value: (u) => u.allocated },
    ],
    'u',
  );
  await tx.execute(sql`
    update orders o
       set status = u.status, allocation_note = u.note,
           allocated_at = case when u.allocated then now() else o.allocated_at end,
           version = o.version + 1, updated_at = now()
      from ${values}
     where o.id = u.id
       and ${inScope('o', scope, sql`o.id = any(${intArray(outcomes.map((outcome) => outcome.id))})`)}`);
}
