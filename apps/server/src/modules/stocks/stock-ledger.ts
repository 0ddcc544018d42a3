import type { StockMovementKind } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import { occurredAt, type Figures, type StockActor, type StockMeta } from './stocks.service.ts';
import { stockMovements } from './stocks.table.ts';

/** One ledger row's fields (before → after of one change): the one-by-one and bulk paths write the same. */
export function ledgerFields(
  actor: StockActor,
  before: Figures,
  after: Figures & { id: number },
  kind: StockMovementKind,
  meta: StockMeta,
  lotNo: string | null,
  locationId: number | null,
) {
  return {
    stockId: after.id,
    lotNo,
    locationId,
    kind,
    onHandDelta: after.onHand - before.onHand,
    allocatedDelta: after.allocated - before.allocated,
    nonSellableDelta: after.nonSellable - before.nonSellable,
    onHandAfter: after.onHand,
    allocatedAfter: after.allocated,
    nonSellableAfter: after.nonSellable,
    reason: meta.reason ?? null,
    note: meta.note ?? null,
    referenceType: meta.reference?.type ?? null,
    referenceId: meta.reference === undefined ? null : String(meta.reference.id),
    occurredAt: occurredAt(actor, meta) ?? null,
  };
}
export type LedgerFields = ReturnType<typeof ledgerFields>;

/** The stock service's ledger row: one per change (per lot, per shelf move), before → after. */
export async function appendMovement(
  tx: Tx,
  actor: StockActor,
  after: Figures & { id: number },
  kind: StockMovementKind,
  before: Figures,
  meta: StockMeta = {},
  lotNo: string | null = null,
) {
  const locationId = meta.locationId ?? null;
  const { occurredAt: at, ...fields } = ledgerFields(
    actor,
    before,
    after,
    kind,
    meta,
    lotNo,
    locationId,
  );
  await tx.insert(stockMovements).values({
    organisationId: actor.scope.organisationId,
    ...fields,
    userId: actor.userId,
    ...(at && { createdAt: at }),
  });
}
