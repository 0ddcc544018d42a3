import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import {
  shippingInstructionLines,
  shippingInstructions,
  type ShippingInstructionRow,
} from './shipping-instructions.table.ts';

/** Statuses of an instruction still in play (not cancelled). */
export const LIVE_STATUSES = [
  'unsynced',
  'accepted',
  'working',
  'inspected',
  'shipped',
  'on_hold',
  'ng',
  'sync_error',
] as const;

/** The instruction locked for a write (null when not the organisation's). */
export async function lockInstruction(tx: Tx, scope: OrganisationScope, id: number) {
  const [row] = await tx
    .select()
    .from(shippingInstructions)
    .where(inScope(shippingInstructions.organisationId, scope, eq(shippingInstructions.id, id)))
    .for('update');
  return row ?? null;
}

/** The organisation's instructions whose `column` is among `values`, in id order. */
const instructionsWhere = (
  db: DbOrTx,
  scope: OrganisationScope,
  column: typeof shippingInstructions.id | typeof shippingInstructions.orderId,
  values: number[],
) =>
  db
    .select()
    .from(shippingInstructions)
    .where(inScope(shippingInstructions.organisationId, scope, inArray(column, values)))
    .orderBy(asc(shippingInstructions.id));

/** The orders' instructions, locked in id order (two actions on the same orders never deadlock). */
export const lockInstructionsOfOrders = (tx: Tx, scope: OrganisationScope, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as ShippingInstructionRow[])
    : instructionsWhere(tx, scope, shippingInstructions.orderId, orderIds).for('update');

/** The instructions among `ids` (thousands: one array parameter), locked in id order. */
export const lockInstructionsByIds = (tx: Tx, scope: OrganisationScope, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ShippingInstructionRow[])
    : tx
        .select()
        .from(shippingInstructions)
        .where(
          inScope(
            shippingInstructions.organisationId,
            scope,
            sql`${shippingInstructions.id} = any(${intArray(ids)})`,
          ),
        )
        .orderBy(asc(shippingInstructions.id))
        .for('update');

export const instructionsByIds = (db: DbOrTx, scope: OrganisationScope, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ShippingInstructionRow[])
    : instructionsWhere(db, scope, shippingInstructions.id, ids);

export const linesOfInstructions = (db: DbOrTx, instructionIds: number[]) =>
  instructionIds.length === 0
    ? Promise.resolve([] as (typeof shippingInstructionLines.$inferSelect)[])
    : db
        .select()
        .from(shippingInstructionLines)
        .where(sql`${shippingInstructionLines.instructionId} = any(${intArray(instructionIds)})`)
        .orderBy(
          asc(shippingInstructionLines.instructionId),
          asc(shippingInstructionLines.lineNumber),
        );

export type NewInstruction = {
  orderId: number;
  warehouseId: number;
  status: 'unsynced' | 'accepted';
  shipDate: string;
  createdBy: string | null;
  lines: { orderLineId: number; productId: number; quantity: number }[];
};

/** Inserts an instruction and its lines (numbered from 1). */
export async function insertInstruction(
  tx: Tx,
  scope: OrganisationScope,
  number: string,
  input: NewInstruction,
) {
  const [row] = await tx
    .insert(shippingInstructions)
    .values({
      organisationId: scope.organisationId,
      number,
      orderId: input.orderId,
      warehouseId: input.warehouseId,
      status: input.status,
      shipDate: input.shipDate,
      createdBy: input.createdBy,
    })
    .returning();
  await tx.insert(shippingInstructionLines).values(
    input.lines.map((line, index) => ({
      organisationId: scope.organisationId,
      instructionId: row!.id,
      lineNumber: index + 1,
      orderLineId: line.orderLineId,
      productId: line.productId,
      quantity: line.quantity,
    })),
  );
  return row!;
}

/** Changes an instruction (version + 1). */
export async function updateInstruction(
  tx: Tx,
  row: Pick<ShippingInstructionRow, 'id'>,
  patch: Partial<Omit<ShippingInstructionRow, 'id' | 'organisationId' | 'version'>>,
) {
  const [updated] = await tx
    .update(shippingInstructions)
    .set({ ...patch, version: sql`${shippingInstructions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(shippingInstructions.id, row.id))
    .returning();
  return updated!;
}

/**
 * Notes the request about to carry the instructions to the warehouse, before it is sent (so a
 * re-send can ask about it even after a crash). Bookkeeping only: the version stays.
 */
export async function setSendRequestId(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: number[],
  requestId: string,
) {
  if (ids.length === 0) return;
  await db
    .update(shippingInstructions)
    .set({ sendRequestId: requestId })
    .where(
      inScope(shippingInstructions.organisationId, scope, inArray(shippingInstructions.id, ids)),
    );
}

/** What the warehouse said it could ship of each line (出荷不可: 在庫不足). */
export async function setShippable(
  tx: Tx,
  instructionId: number,
  shippable: { lineNumber: number; quantity: number }[],
) {
  for (const line of shippable) {
    await tx
      .update(shippingInstructionLines)
      .set({ shippableQuantity: line.quantity })
      .where(
        and(
          eq(shippingInstructionLines.instructionId, instructionId),
          eq(shippingInstructionLines.lineNumber, line.lineNumber),
        ),
      );
  }
}

/**
 * The next SH-YYYYMMDD-#### of the organisation for today (JST), under a transaction-scoped lock
 * so two sends never draw the same number; the unique constraint is the second net.
 */
export async function nextInstructionNumber(tx: Tx, scope: OrganisationScope, today: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`shipping-number:${scope.organisationId}`}))`,
  );
  const prefix = `SH-${today.replaceAll('-', '')}-`;
  const highestOfDay = (order: SQL) =>
    tx.execute<{ last: string | null }>(
      sql`select number as last from shipping_instructions
          where ${inScope('shipping_instructions', scope, sql`number like ${`${prefix}%`}`)}
          order by ${order} limit 1`,
    );
  let { rows } = await highestOfDay(sql`number desc`);
  // Past 9999 a day the numbers grow a digit and, as text, …-9999 stays the highest: then the
  // highest by value (a scan of the day's numbers, only on such a day; the usual probe is indexed).
  if (/^9+$/.test(rows[0]?.last?.slice(prefix.length) ?? ''))
    ({ rows } = await highestOfDay(sql`length(number) desc, number desc`));
  const last = rows[0]?.last ? Number(rows[0].last.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

/** Where the next journal search of a warehouse starts: its latest event here, less an overlap. */
export async function latestEventAt(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  column: 'shipped_at' | 'ng_reported_at',
) {
  const { rows } = await db.execute<{ at: Date | string | null }>(
    sql`select max(${sql.identifier(column)}) as at from shipping_instructions
        where ${inScope('shipping_instructions', scope, sql`warehouse_id = ${warehouseId}`)}`,
  );
  const at = rows[0]?.at;
  return at ? new Date(new Date(at).getTime() - 10 * 60_000).toISOString() : undefined;
}
