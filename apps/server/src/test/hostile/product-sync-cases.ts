import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  EXTERNAL_WAREHOUSE_TYPES,
  productFetchSchema,
  productSendSchema,
  productEndpoints,
} from '@logi/shared';
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

/** The sweep's cases of 送信 / 取得 on the product list: each queues a process, or is refused. */

// Stands for the sweep's own product, known only at run time.
const PRODUCT_PLACEHOLDER = 987_654_323;

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
    sql`select count(*)::int as n from warehouses where organisation_id = ${context.organisationId}
         and type in (${externalTypes}) and is_active and in_use and app_setting_id is not null`,
  )) > 0
    ? { expected: { status: 202 }, writes: true }
    : { expected: { status: 422 }, writes: false };

export const PRODUCT_SYNC_CASES: Record<string, SweepCase> = {
  [`POST ${productEndpoints.send.path}`]: {
    weight: 3,
    planner: bodyArbitrary(productSendSchema, { ids: [PRODUCT_PLACEHOLDER] }).map<Planner>(
      (drawn) => async (context) => {
        const known = String(context.fixtures.products ?? 0);
        const body = { ...drawn, text: drawn.text.replaceAll(String(PRODUCT_PLACEHOLDER), known) };
        const request = {
          method: 'POST',
          path: productEndpoints.send.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, productSendSchema), request, async (value) => {
          const ids = [...new Set((value as { ids: number[] }).ids)];
          const ours = await count(
            context,
            sql`select count(*)::int as n from products where organisation_id = ${context.organisationId}
                 and id in (${sql.join(
                   ids.map((id) => sql`${id}`),
                   sql`, `,
                 )})`,
          );
          if (ours !== ids.length) return { request, expected: { status: 404 }, writes: false };
          return { request, ...(await queuedOrRefused(context)) };
        });
      },
    ),
  },
  [`POST ${productEndpoints.fetch.path}`]: {
    weight: 1,
    // The body is an empty object: drawn with extra keys, raw texts and other content types.
    planner: fc
      .oneof(
        fc.constantFrom(...EXTRA_KEYS).map((extra) => json(rawJson({}, [extra]))),
        fc.constant(json('{}')),
        rawJsonBodyArbitrary.map(json),
        fc.constantFrom(...OTHER_CONTENT_TYPES).map((contentType) => ({ text: '{}', contentType })),
      )
      .map<Planner>((body) => async (context) => {
        const request = {
          method: 'POST',
          path: productEndpoints.fetch.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, productFetchSchema), request, async () => ({
          request,
          ...(await queuedOrRefused(context)),
        }));
      }),
  },
};
