import fc from 'fast-check';
import {
  stocktakeCountSchema,
  stocktakeEndpoints as E,
  stocktakeImportQuerySchema,
  stocktakeLineSearchSchema,
  stocktakeSearchSchema,
  stocktakeSheetSchema,
  stocktakeStoreSchema,
} from '@logi/shared';
import { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';
import { uploadCase } from './upload-cases.ts';

/** The sweep's cases of 棚卸: bodies from their schemas; the sweep's organisation has no counts. */

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const orEmpty = (schema: z.ZodType) => z.preprocess((body) => body ?? {}, schema);

/** A route of one count: a body the schema accepts names no count of the sweep's (404). */
const countCase = (
  endpoint: { method: string; path: string },
  schema: z.ZodType,
  valid: Record<string, unknown>,
  acceptsEmpty: boolean,
): SweepCase => ({
  weight: 2,
  planner: fc
    .tuple(idArbitrary(), bodyArbitrary(schema, valid))
    .map<Planner>(([segment, body]) => async () => {
      const request = {
        method: endpoint.method,
        path: endpoint.path.replace(':id', segment ?? '1'),
        body: body.text,
        contentType: body.contentType,
      };
      const verdict = bodyVerdict(body, acceptsEmpty ? orEmpty(schema) : schema);
      return refusedOrAccepted(verdict, request, () => ({
        request,
        expected: { status: 404 },
        writes: false,
      }));
    }),
});

export const STOCKTAKE_CASES: Record<string, SweepCase> = {
  [key(E.search)]: {
    weight: 2,
    planner: bodyArbitrary(stocktakeSearchSchema, {}).map<Planner>((body) => async () => {
      const request = {
        method: 'POST',
        path: E.search.path,
        body: body.text,
        contentType: body.contentType,
      };
      return refusedOrAccepted(bodyVerdict(body, orEmpty(stocktakeSearchSchema)), request, () => ({
        request,
        expected: { status: 200 },
        writes: false,
      }));
    }),
  },
  // A warehouse of the sweep's may start a count (201) once; any other answer is a refusal (422).
  [key(E.store)]: {
    weight: 2,
    planner: bodyArbitrary(stocktakeStoreSchema, { warehouseId: 1, keyword: 'SWEEP' }).map<Planner>(
      (body) => async () => {
        const request = {
          method: 'POST',
          path: E.store.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, stocktakeStoreSchema), request, () => ({
          request,
          expected: { status: 422, orStatus: [201] },
          writes: true,
        }));
      },
    ),
  },
  [key(E.lines)]: countCase(E.lines, stocktakeLineSearchSchema, { filter: 'differences' }, true),
  [key(E.sheet)]: countCase(E.sheet, stocktakeSheetSchema, { encoding: 'sjis', blind: true }, true),
  [key(E.count)]: countCase(E.count, stocktakeCountSchema, { lineId: 1, counted: 3 }, false),
  [key(E.import)]: uploadCase(E.import.path.replace(':id', '1'), stocktakeImportQuerySchema, [404]),
};
