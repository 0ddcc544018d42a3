import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import fc from 'fast-check';
import {
  EXTERNAL_WAREHOUSE_TYPES,
  productEndpoints,
  productFetchSchema,
  productSendSchema,
  vendorFetchSchema,
  vendorSendSchema,
  vendorSyncEndpoints,
} from '@logi/shared';
import type { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';
import { OTHER_CONTENT_TYPES, rawJsonBodyArbitrary } from './raw-bodies.ts';
import { EXTRA_KEYS, rawJson } from './request-parts.ts';

const json = (text: string) => ({ text, contentType: 'application/json' });

const count = async (context: SweepContext, query: ReturnType<typeof sql>) =>
  Number((await context.client.app.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

const externalTypes = sql.join(
  EXTERNAL_WAREHOUSE_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** 202 (a process) when the organisation has a working outsourced warehouse, else 422. */
const queuedOrRefused = async (context: SweepContext) =>
  (await count(
    context,
    sql`select count(*)::int as n from warehouses w
         where ${inScope(
           'w',
           context.scope,
           sql`w.type in (${externalTypes}) and w.is_active and w.in_use`,
           sql`w.app_setting_id is not null`,
         )}`,
  )) > 0
    ? { expected: { status: 202 }, writes: true }
    : { expected: { status: 422 }, writes: false };

type SyncSpec = {
  /** The table of the records sent, and the sweep fixture holding one of them. */
  table: 'products' | 'vendors';
  /** Stands for the sweep's own record, known only at run time. */
  placeholder: number;
  endpoints: { send: { path: string }; fetch: { path: string } };
  sendSchema: z.ZodType;
  fetchSchema: z.ZodType;
};

/** The sweep's cases of 送信 / 取得 on a master list (products, vendors): a process, or refused. */
function syncCases({
  table,
  placeholder,
  endpoints,
  sendSchema,
  fetchSchema,
}: SyncSpec): Record<string, SweepCase> {
  return {
    [`POST ${endpoints.send.path}`]: {
      weight: 3,
      planner: bodyArbitrary(sendSchema, { ids: [placeholder] }).map<Planner>(
        (drawn) => async (context) => {
          const known = String(context.fixtures[table] ?? 0);
          const body = { ...drawn, text: drawn.text.replaceAll(String(placeholder), known) };
          const request = {
            method: 'POST',
            path: endpoints.send.path,
            body: body.text,
            contentType: body.contentType,
          };
          return refusedOrAccepted(bodyVerdict(body, sendSchema), request, async (value) => {
            const ids = [...new Set((value as { ids: number[] }).ids)];
            const ours = await count(
              context,
              sql`select count(*)::int as n from ${sql.identifier(table)} t
                 where ${inScope('t', context.scope, sql`t.id = any(${intArray(ids)})`)}`,
            );
            if (ours !== ids.length) return { request, expected: { status: 404 }, writes: false };
            return { request, ...(await queuedOrRefused(context)) };
          });
        },
      ),
    },
    [`POST ${endpoints.fetch.path}`]: {
      weight: 1,
      // The body is an empty object: drawn with extra keys, raw texts and other content types.
      planner: fc
        .oneof(
          fc.constantFrom(...EXTRA_KEYS).map((extra) => json(rawJson({}, [extra]))),
          fc.constant(json('{}')),
          rawJsonBodyArbitrary.map(json),
          fc
            .constantFrom(...OTHER_CONTENT_TYPES)
            .map((contentType) => ({ text: '{}', contentType })),
        )
        .map<Planner>((body) => async (context) => {
          const request = {
            method: 'POST',
            path: endpoints.fetch.path,
            body: body.text,
            contentType: body.contentType,
          };
          return refusedOrAccepted(bodyVerdict(body, fetchSchema), request, async () => ({
            request,
            ...(await queuedOrRefused(context)),
          }));
        }),
    },
  };
}

export const PRODUCT_SYNC_CASES = syncCases({
  table: 'products',
  placeholder: 987_654_323,
  endpoints: productEndpoints,
  sendSchema: productSendSchema,
  fetchSchema: productFetchSchema,
});

export const VENDOR_SYNC_CASES = syncCases({
  table: 'vendors',
  placeholder: 987_654_322,
  endpoints: vendorSyncEndpoints,
  sendSchema: vendorSendSchema,
  fetchSchema: vendorFetchSchema,
});
