import { ORDER_ACTION_STATUSES, type OrderStatusCode } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { lockNextInStatuses, type LockedOrder } from '../orders/index.ts';

// The orders a run allocates, locked by their owner (decision 041); what it plans on is read in
// read-models/allocation.

/** An order of a batch, under its lock (the orders module's LockedOrder). */
export type PendingOrder = LockedOrder;
export const ALLOCATABLE: readonly OrderStatusCode[] = ORDER_ACTION_STATUSES.allocate;

/** The next batch of allocatable orders after the cursor, oldest first, locked (SKIP LOCKED). */
export const lockNextPending = (
  tx: Tx,
  scope: OrganisationScope,
  after: { orderedAt: string; id: number } | undefined,
  limit: number,
) => lockNextInStatuses(tx, scope, ALLOCATABLE, after, limit);
