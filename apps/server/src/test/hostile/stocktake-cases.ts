import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import {
  stocktakeCountSchema,
  stocktakeEndpoints as E,
  stocktakeImportQuerySchema,
  stocktakeLineSearchSchema,
  stocktakeSearchSchema,
  stocktakeSheetSchema,
  stocktakeStoreSchema,
} from '@logi/shared';
import type { z } from 'zod';
import {
  bodyArbitrary,
  bodyCase,
  bodyVerdict,
  idArbitrary,
  idOf,
  orEmptyBody,
  refusedOrAccepted,
  routeKey as key,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';
import { uploadCase } from './upload-cases.ts';

/** The sweep's cases of 棚卸: bodies from their schemas; the sweep's organisation has no counts. */

/**
 * A route of one count: an id that names no count of the sweep's is a 404; one that does (the
 * store case may have started one) answers `found` — a read's 200, or a count's 200/404/422.
 */
const countCase = (
  endpoint: { method: string; path: string },
  schema: z.ZodType,
  valid: Record<string, unknown>,
  { acceptsEmpty, writes }: { acceptsEmpty: boolean; writes: boolean },
): SweepCase => ({
  weight: 2,
  planner: fc
    .tuple(idArbitrary(), bodyArbitrary(schema, valid))
    .map<Planner>(([segment, body]) => async (context) => {
      const id = idOf(segment, 1);
      const { rows } = await context.client.app.db.execute<{ id: number }>(sql`
        select id from stocktakes t where ${inScope('t', context.scope, sql`t.id = ${id ?? 0}`)}`);
      const request = {
        method: endpoint.method,
        path: endpoint.path.replace(':id', segment ?? '1'),
        body: body.text,
        contentType: body.contentType,
      };
      const verdict = bodyVerdict(body, acceptsEmpty ? orEmptyBody(schema) : schema);
      return refusedOrAccepted(verdict, request, () =>
        rows[0]
          ? { request, expected: { status: 200, orStatus: writes ? [404, 422] : [] }, writes }
          : { request, expected: { status: 404 }, writes: false },
      );
    }),
});

export const STOCKTAKE_CASES: Record<string, SweepCase> = {
  [key(E.search)]: bodyCase(
    E.search,
    stocktakeSearchSchema,
    {},
    { expected: { status: 200 }, writes: false },
    orEmptyBody(stocktakeSearchSchema),
  ),
  // A warehouse of the sweep's may start a count (201) once; any other answer is a refusal (422).
  [key(E.store)]: bodyCase(
    E.store,
    stocktakeStoreSchema,
    { warehouseId: 1, keyword: 'SWEEP' },
    { expected: { status: 422, orStatus: [201] }, writes: true },
  ),
  [key(E.lines)]: countCase(
    E.lines,
    stocktakeLineSearchSchema,
    { filter: 'differences' },
    {
      acceptsEmpty: true,
      writes: false,
    },
  ),
  [key(E.sheet)]: countCase(
    E.sheet,
    stocktakeSheetSchema,
    { encoding: 'sjis', blind: true },
    {
      acceptsEmpty: true,
      writes: false,
    },
  ),
  [key(E.count)]: countCase(
    E.count,
    stocktakeCountSchema,
    { lineId: 1, counted: 3 },
    {
      acceptsEmpty: false,
      writes: true,
    },
  ),
  [key(E.import)]: uploadCase(E.import.path.replace(':id', '1'), stocktakeImportQuerySchema, [404]),
};
