import {
  fulfilmentEndpoints as F,
  inspectionCompleteSchema,
  inspectionLookupSchema,
  trackingImportQuerySchema,
} from '@logi/shared';
import type { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';
import { uploadCase } from './upload-cases.ts';

/** The sweep's cases of 検品 and 伝票番号の取込 (出荷作業). */

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/**
 * A 検品 call: a code or instruction the sweep's organisation does not have is a 404; one it has
 * is refused for its state or scans (422) — a drawn body never matches a parcel's every piece.
 */
const inspectionCase = (path: string, schema: z.ZodType, valid: Record<string, unknown>) =>
  ({
    weight: 2,
    planner: bodyArbitrary(schema, valid).map<Planner>((body) => async () => {
      const request = { method: 'POST', path, body: body.text, contentType: body.contentType };
      return refusedOrAccepted(bodyVerdict(body, schema), request, () => ({
        request,
        expected: { status: 404, orStatus: [422, 200] },
        writes: false,
      }));
    }),
  }) satisfies SweepCase;

export const INSPECTION_CASES: Record<string, SweepCase> = {
  [key(F.inspectionLookup)]: inspectionCase(F.inspectionLookup.path, inspectionLookupSchema, {
    code: 'SWEEP-ORDER',
  }),
  [key(F.inspectionComplete)]: inspectionCase(F.inspectionComplete.path, inspectionCompleteSchema, {
    instructionId: 1,
    scans: [{ productCode: 'SWEEP-PRODUCT', quantity: 1 }],
  }),
  [key(F.trackingImport)]: uploadCase(F.trackingImport.path, trackingImportQuerySchema, [], {
    carrier: 'yamato',
    encoding: 'auto',
  }),
};
