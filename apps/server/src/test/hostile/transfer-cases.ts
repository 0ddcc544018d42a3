import {
  transferEndpoints as E,
  transferSearchSchema,
  transferSourceLotsQuerySchema,
  transferStoreSchema,
} from '@logi/shared';
import { queryPlanner } from './query-planner.ts';
import { bodyCase, orEmptyBody, routeKey as key, type SweepCase } from './sweep-plan.ts';

/** The sweep's cases of 在庫移動: bodies and the lot select's query from their schemas. */

export const TRANSFER_CASES: Record<string, SweepCase> = {
  [key(E.search)]: bodyCase(
    E.search,
    transferSearchSchema,
    { status: 'in_transit' },
    { expected: { status: 200 }, writes: false },
    orEmptyBody(transferSearchSchema),
  ),
  // The sweep's own warehouses may move stock they hold (201); anything else is a refusal (422).
  [key(E.store)]: bodyCase(
    E.store,
    transferStoreSchema,
    {
      sourceWarehouseId: 1,
      destinationWarehouseId: 2,
      memo: null,
      lines: [{ productId: 1, quantity: 1 }],
    },
    { expected: { status: 422, orStatus: [201] }, writes: true },
  ),
  // Any warehouse and product the query names: its lots, or none (200); a bad query is a 422.
  [key(E.sourceLots)]: {
    weight: 4,
    planner: queryPlanner(E.sourceLots.path, transferSourceLotsQuerySchema, {
      warehouse_id: '1',
      product_id: '1',
    }),
  },
};
