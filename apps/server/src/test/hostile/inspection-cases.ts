import {
  fulfilmentEndpoints as F,
  inspectionCompleteSchema,
  inspectionLookupSchema,
  trackingImportQuerySchema,
} from '@logi/shared';
import { bodyCase, routeKey as key, type SweepCase } from './sweep-plan.ts';
import { uploadCase } from './upload-cases.ts';

/** The sweep's cases of 検品 and 伝票番号の取込 (出荷作業). */

/**
 * A 検品 call: a code or instruction the sweep's organisation does not have is a 404; one it has
 * is refused for its state or scans (422) — a drawn body never matches a parcel's every piece.
 */
const inspected = { expected: { status: 404, orStatus: [422, 200] }, writes: false };

export const INSPECTION_CASES: Record<string, SweepCase> = {
  [key(F.inspectionLookup)]: bodyCase(
    F.inspectionLookup,
    inspectionLookupSchema,
    { code: 'SWEEP-ORDER' },
    inspected,
  ),
  [key(F.inspectionComplete)]: bodyCase(
    F.inspectionComplete,
    inspectionCompleteSchema,
    { instructionId: 1, scans: [{ productCode: 'SWEEP-PRODUCT', quantity: 1 }] },
    inspected,
  ),
  [key(F.trackingImport)]: uploadCase(F.trackingImport.path, trackingImportQuerySchema, [], {
    carrier: 'yamato',
    encoding: 'auto',
  }),
};
