import { transferEndpoints as E, transferSearchSchema, transferStoreSchema } from '@logi/shared';
import { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';

/** The sweep's cases of 在庫移動: bodies from their schemas. */

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const orEmpty = (schema: z.ZodType) => z.preprocess((body) => body ?? {}, schema);

export const TRANSFER_CASES: Record<string, SweepCase> = {
  [key(E.search)]: {
    weight: 2,
    planner: bodyArbitrary(transferSearchSchema, { status: 'in_transit' }).map<Planner>(
      (body) => async () => {
        const request = {
          method: 'POST',
          path: E.search.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, orEmpty(transferSearchSchema)), request, () => ({
          request,
          expected: { status: 200 },
          writes: false,
        }));
      },
    ),
  },
  // The sweep's own warehouses may move stock they hold (201); anything else is a refusal (422).
  [key(E.store)]: {
    weight: 2,
    planner: bodyArbitrary(transferStoreSchema, {
      sourceWarehouseId: 1,
      destinationWarehouseId: 2,
      memo: null,
      lines: [{ productId: 1, quantity: 1 }],
    }).map<Planner>((body) => async () => {
      const request = {
        method: 'POST',
        path: E.store.path,
        body: body.text,
        contentType: body.contentType,
      };
      return refusedOrAccepted(bodyVerdict(body, transferStoreSchema), request, () => ({
        request,
        expected: { status: 422, orStatus: [201] },
        writes: true,
      }));
    }),
  },
};
