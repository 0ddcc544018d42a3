import type { StockMovementKind } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import { occurredAt, type Figures, type StockActor, type StockMeta } from './stocks.service.ts';
import { stockMovements } from './stocks.table.ts';

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
  const at = occurredAt(actor, meta);
  await tx.insert(stockMovements).values({
    organisationId: actor.scope.organisationId,
    stockId: after.id,
    lotNo,
    locationId: meta.locationId ?? null,
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
    userId: actor.userId,
    ...(at && { createdAt: at }),
  });
}
