import { stockLocationEndpoints as E, stockRelocateSchema } from '@logi/shared';
import {
  bodyArbitrary,
  bodyVerdict,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';

/** The sweep's case of 棚移動: bodies from its schema. */

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

export const STOCK_LOCATION_CASES: Record<string, SweepCase> = {
  // A valid body names a stock row the sweep may not hold (404), shelves it lacks (422) or a
  // version it is not at (409).
  [key(E.relocate)]: {
    weight: 2,
    planner: bodyArbitrary(stockRelocateSchema, {
      stockId: 1,
      fromLocationId: null,
      toLocationId: 1,
      quantity: 1,
    }).map<Planner>((body) => async () => {
      const request = {
        method: 'POST',
        path: E.relocate.path,
        body: body.text,
        contentType: body.contentType,
      };
      return refusedOrAccepted(bodyVerdict(body, stockRelocateSchema), request, () => ({
        request,
        expected: { status: 404, orStatus: [422, 409, 200] },
        writes: true,
      }));
    }),
  },
};
