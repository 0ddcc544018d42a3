import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import {
  fulfilmentEndpoints as F,
  fulfilmentSearchSchema,
  labelFileQuerySchema,
  pickingBatchSearchSchema,
  pickingBatchStoreSchema,
  pickingListQuerySchema,
} from '@logi/shared';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { schemaVerdict } from './oracle.ts';
import { queryArbitrary, toCamelQuery } from './query-planner.ts';
import { queryString } from './request-parts.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Plan,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The sweep's cases of 出荷作業 (parcels, picking batches and their files). */

const first = async <T>(context: SweepContext, query: SQL) =>
  (await context.client.app.db.execute<T & Record<string, unknown>>(query)).rows[0];
const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const orEmpty = (schema: z.ZodType) => z.preprocess((body) => body ?? {}, schema);

const listCase = (path: string, schema: z.ZodType): SweepCase => ({
  weight: 2,
  planner: bodyArbitrary(schema, {}).map<Planner>((body) => async () => {
    const request = { method: 'POST', path, body: body.text, contentType: body.contentType };
    return refusedOrAccepted(bodyVerdict(body, orEmpty(schema)), request, () => ({
      request,
      expected: { status: 200 },
      writes: false,
    }));
  }),
});

/**
 * A batch's page or file: 404 unless the id names a batch of the organisation; then 200, or a 422
 * for a file its parcels cannot make (no 送り主, no parcel of the carrier); a bad query is a 422.
 */
const batchCase = (
  path: string,
  query?: { schema: z.ZodType; valid: Record<string, string> },
): SweepCase => ({
  weight: 1,
  planner: fc
    .tuple(idArbitrary(), query ? queryArbitrary(query.valid) : fc.constant({}))
    .map<Planner>(([segment, drawn]) => async (context) => {
      const known = await first<{ id: number }>(
        context,
        sql`select id from picking_batches b where ${inScope('b', context.scope)} order by id limit 1`,
      );
      const id = idOf(segment, known?.id ?? 1);
      const found =
        id !== undefined &&
        (await first(
          context,
          sql`select 1 from picking_batches b where ${inScope('b', context.scope, sql`b.id = ${id}`)}`,
        ));
      const request = {
        method: 'GET',
        path: `${path.replace(':id', segment ?? String(known?.id ?? 1))}${queryString(drawn)}`,
      };
      const verdict = query
        ? schemaVerdict(query.schema, toCamelQuery(drawn))
        : { accepted: {} as unknown };
      return refusedOrAccepted(verdict, request, () => ({
        request,
        expected: found ? { status: 200, orStatus: 422 } : { status: 404 },
        writes: false,
      }));
    }),
});

export const FULFILMENT_CASES: Record<string, SweepCase> = {
  [key(F.search)]: listCase(F.search.path, fulfilmentSearchSchema),
  [key(F.batchSearch)]: listCase(F.batchSearch.path, pickingBatchSearchSchema),
  // Every id the organisation's instruction: a batch (201) or a refusal (422); else a 404.
  [key(F.batchStore)]: {
    weight: 2,
    planner: bodyArbitrary(pickingBatchStoreSchema, { instructionIds: [1] }).map<Planner>(
      (body) => async (context) => {
        const request = {
          method: 'POST',
          path: F.batchStore.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(
          bodyVerdict(body, pickingBatchStoreSchema),
          request,
          async (value): Promise<Plan> => {
            const ids = [...new Set((value as { instructionIds: number[] }).instructionIds)];
            const found = await first<{ total: number }>(
              context,
              sql`select count(*)::int as total from shipping_instructions i
                   where ${inScope('i', context.scope, sql`i.id = any(${intArray(ids)})`)}`,
            );
            return found?.total === ids.length
              ? { request, expected: { status: 422, orStatus: 201 }, writes: true }
              : { request, expected: { status: 404 }, writes: false };
          },
        );
      },
    ),
  },
  [key(F.batchShow)]: batchCase(F.batchShow.path),
  [key(F.pickingList)]: batchCase(F.pickingList.path, {
    schema: pickingListQuerySchema,
    valid: { parts: 'both' },
  }),
  [key(F.deliveryNotes)]: batchCase(F.deliveryNotes.path),
  [key(F.labelFile)]: batchCase(F.labelFile.path, {
    schema: labelFileQuerySchema,
    valid: { carrier: 'yamato' },
  }),
};
