import { sql } from 'drizzle-orm';
import {
  orderEditSchema,
  orderEndpoints as O,
  orderEntrySchema,
  orderExportSchema,
  orderFileEndpoints as F,
  orderMergeEndpoints as MERGE,
  orderMergeSchema,
  orderSplitEndpoints as SPLIT,
  orderSplitSchema,
  orderUnmergeSchema,
  shipmentFileSchema,
} from '@logi/shared';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { first, key, listCase, NUMBER, PRODUCT_CODE, SHOP, validOrder } from './order-cases.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type BodyDraw,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The sweep's cases of 受注登録, 受注編集 and 引当管理's files: bodies from their schemas. */

let sequence = 0;
const { shopCode: _, ...entry } = validOrder;

/** The drawn text with the sweep's own shop and product in place of their stand-ins. */
async function withFixtures(context: SweepContext, drawn: BodyDraw): Promise<BodyDraw> {
  const product = await first<{ product_code: string }>(
    context,
    sql`select product_code from products where id = ${context.fixtures.products ?? 0}`,
  );
  return {
    ...drawn,
    text: drawn.text
      .replaceAll(String(SHOP), String(context.fixtures.shops ?? 0))
      .replaceAll(PRODUCT_CODE, product?.product_code ?? PRODUCT_CODE)
      .replaceAll(NUMBER, `SWEEP-ENTRY-${Date.now()}-${++sequence}`),
  };
}

const shopOf = (context: SweepContext, id: unknown) =>
  first(
    context,
    sql`select 1 from shops s where ${inScope('s', context.scope, sql`s.id = ${Number(id)}`)}`,
  );

const post = (path: string, body: BodyDraw, method = 'POST') => ({
  method,
  path,
  body: body.text,
  contentType: body.contentType,
});

export const ORDER_ENTRY_CASES: Record<string, SweepCase> = {
  [key(F.export)]: listCase(F.export.path, orderExportSchema, 1),
  // 出荷連携ファイル: the organisation's shop gives its file or a 422 (no mall file, nothing shipped).
  [key(F.shipmentFile)]: {
    weight: 1,
    planner: bodyArbitrary(shipmentFileSchema, {
      shopId: SHOP,
      shippedFrom: '2026-04-01',
      shippedTo: '2026-04-30',
    }).map<Planner>((drawn) => async (context) => {
      const body = await withFixtures(context, drawn);
      const request = post(F.shipmentFile.path, body);
      return refusedOrAccepted(bodyVerdict(body, shipmentFileSchema), request, async (value) => {
        const shop = await shopOf(context, (value as { shopId: number }).shopId);
        const expected = shop ? { status: 200, orStatus: 422 } : { status: 404 };
        return { request, expected, writes: false };
      });
    }),
  },
  // 受注登録: the organisation's shop and products store it (201); else 422, a taken number 409.
  [key(O.entry)]: {
    weight: 2,
    planner: bodyArbitrary(orderEntrySchema, entry).map<Planner>((drawn) => async (context) => {
      const body = await withFixtures(context, drawn);
      const request = post(O.entry.path, body);
      return refusedOrAccepted(bodyVerdict(body, orderEntrySchema), request, () => ({
        request,
        expected: { status: 201, orStatus: [409, 422] },
        writes: true,
      }));
    }),
  },
  // 受注編集: another organisation's (or no) order is a 404; the sweep's own are edited or refused.
  [key(O.update)]: {
    weight: 2,
    planner: recordPlanner(
      { path: O.update.path, method: 'PUT', schema: orderEditSchema },
      bodyArbitrary(orderEditSchema, { ...entry, version: 1 }),
    ),
  },
  // 分割: another organisation's (or no) order is a 404; the sweep's own are split or refused.
  [key(SPLIT.split)]: {
    weight: 2,
    planner: recordPlanner(
      { path: SPLIT.split.path, method: 'POST', schema: orderSplitSchema },
      bodyArbitrary(orderSplitSchema, { version: 1, lines: [{ lineId: 1, quantity: 1 }] }),
    ),
  },
  [key(MERGE.merge)]: mergeCase(MERGE.merge.path, orderMergeSchema),
  [key(MERGE.unmerge)]: mergeCase(MERGE.unmerge.path, orderUnmergeSchema),
};

/** 同梱する / 同梱解除: an id not the organisation's is a 404; its own merge, undo or are refused. */
function mergeCase(path: string, schema: typeof orderMergeSchema): SweepCase {
  return {
    weight: 2,
    planner: bodyArbitrary(schema, { orderIds: [1, 2] }).map<Planner>((body) => async (context) => {
      const request = post(path, body);
      return refusedOrAccepted(bodyVerdict(body, schema), request, async (value) => {
        const ids = [...new Set((value as { orderIds: number[] }).orderIds)];
        const found = await first<{ total: number }>(
          context,
          sql`select count(*)::int as total from orders
               where ${inScope('orders', context.scope, sql`orders.id = any(${intArray(ids)})`)}`,
        );
        if (found?.total !== ids.length)
          return { request, expected: { status: 404 }, writes: false };
        return { request, expected: { status: 200, orStatus: 422 }, writes: true };
      });
    }),
  };
}

/** A body route on one order (`:id`): the sweep's first order, or a drawn id segment. */
function recordPlanner(
  route: { path: string; method: string; schema: typeof orderEditSchema | typeof orderSplitSchema },
  bodies: ReturnType<typeof bodyArbitrary>,
) {
  return idArbitrary().chain((segment) =>
    bodies.map<Planner>((drawn) => async (context) => {
      const body = await withFixtures(context, drawn);
      const known = await first<{ id: number }>(
        context,
        sql`select id from orders where ${inScope('orders', context.scope)} order by id limit 1`,
      );
      const id = idOf(segment, known?.id ?? 1);
      const request = post(
        route.path.replace(':id', segment ?? String(known?.id ?? 1)),
        body,
        route.method,
      );
      return refusedOrAccepted(bodyVerdict(body, route.schema), request, async () => {
        const found = id
          ? await first(
              context,
              sql`select 1 from orders o where ${inScope('o', context.scope, sql`o.id = ${id}`)}`,
            )
          : undefined;
        if (!found) return { request, expected: { status: 404 }, writes: false };
        return { request, expected: { status: 200, orStatus: [409, 422] }, writes: true };
      });
    }),
  );
}
