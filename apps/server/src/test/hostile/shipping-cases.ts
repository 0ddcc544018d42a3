import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import {
  markShippedSchema,
  shippingCancelSchema,
  shippingEndpoints as I,
  shippingNgAddressSchema,
  shippingNgCancelLinesSchema,
  shippingNgEndpoints as N,
  shippingNgSearchSchema,
  shippingNgVersionSchema,
  shippingOrdersSchema,
  shippingResendSchema,
  todayJst,
} from '@logi/shared';
import fc from 'fast-check';
import { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type BodyDraw,
  type Plan,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';
import { orderRecordCase } from './order-cases.ts';

/** The sweep's cases of 出荷 (shipping instructions, the 出荷不可リスト). */

const first = async <T>(context: SweepContext, query: SQL) =>
  (await context.client.app.db.execute<T & Record<string, unknown>>(query)).rows[0];
const send = (path: string, method: string, body: BodyDraw) => ({
  method,
  path,
  body: body.text,
  contentType: body.contentType,
});
const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** Whether every id names an order of the organisation (else the action is a 404, nothing done). */
async function allOrders(context: SweepContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await first<{ total: number }>(
    context,
    sql`select count(*)::int as total from orders
         where ${inScope('orders', context.scope, sql`orders.id = any(${intArray(unique)})`)}`,
  );
  return found?.total === unique.length;
}

/** A bulk action on orders: 404 unless every id is the organisation's; then it answers 200. */
const ordersCase = (
  path: string,
  schema: z.ZodType,
  valid: Record<string, unknown>,
): SweepCase => ({
  weight: 2,
  planner: bodyArbitrary(schema, valid).map<Planner>((body) => async (context) => {
    const request = send(path, 'POST', body);
    return refusedOrAccepted(bodyVerdict(body, schema), request, async (value): Promise<Plan> => {
      const ids = (value as { orderIds: number[] }).orderIds;
      return (await allOrders(context, ids))
        ? { request, expected: { status: 200 }, writes: true }
        : { request, expected: { status: 404 }, writes: false };
    });
  }),
});

/** An NG action (or a 再送信) on an instruction id never the sweep's own (none exist): always a 404. */
const ngCase = (pattern: string, schema: z.ZodType, valid: Record<string, unknown>): SweepCase => ({
  weight: 2,
  planner: fc
    .tuple(idArbitrary(), bodyArbitrary(schema, valid))
    .map<Planner>(([segment, body]) => async (context) => {
      const { next } = (await first<{ next: number }>(
        context,
        sql`select coalesce(max(id), 0) + 1000 as next from shipping_instructions`,
      ))!;
      const id = idOf(segment, next);
      const taken =
        id !== undefined &&
        (await first(context, sql`select 1 from shipping_instructions where id = ${id}`));
      const path = pattern.replace(':id', taken || segment === null ? String(next) : segment);
      const request = send(path, 'POST', body);
      return refusedOrAccepted(bodyVerdict(body, schema), request, () => ({
        request,
        expected: { status: 404 },
        writes: false,
      }));
    }),
});

const orEmpty = z.preprocess((body) => body ?? {}, shippingNgSearchSchema);

export const SHIPPING_CASES: Record<string, SweepCase> = {
  [key(I.ofOrder)]: orderRecordCase(I.ofOrder.path),
  [key(I.send)]: ordersCase(I.send.path, shippingOrdersSchema, { orderIds: [1] }),
  [key(I.suspend)]: ordersCase(I.suspend.path, shippingOrdersSchema, { orderIds: [1] }),
  [key(I.cancel)]: ordersCase(I.cancel.path, shippingCancelSchema, {
    orderIds: [1],
    reason: '顧客都合',
  }),
  [key(I.resend)]: ordersCase(I.resend.path, shippingOrdersSchema, { orderIds: [1] }),
  [key(I.resendOne)]: ngCase(I.resendOne.path, shippingResendSchema, { version: 1 }),
  [key(I.markShipped)]: {
    weight: 2,
    planner: bodyArbitrary(markShippedSchema, {
      orderId: 1,
      carrier: 'ヤマト運輸',
      trackingNumber: '123456789012',
      shippedOn: todayJst(),
    }).map<Planner>((body) => async (context) => {
      const request = send(I.markShipped.path, 'POST', body);
      return refusedOrAccepted(
        bodyVerdict(body, markShippedSchema),
        request,
        async (value): Promise<Plan> =>
          (await allOrders(context, [(value as { orderId: number }).orderId]))
            ? { request, expected: { status: 422, orStatus: 200 }, writes: true }
            : { request, expected: { status: 404 }, writes: false },
      );
    }),
  },
  [key(N.search)]: {
    weight: 3,
    planner: bodyArbitrary(shippingNgSearchSchema, {}).map<Planner>((body) => async () => {
      const request = send(N.search.path, 'POST', body);
      return refusedOrAccepted(bodyVerdict(body, orEmpty), request, () => ({
        request,
        expected: { status: 200 },
        writes: false,
      }));
    }),
  },
  [key(N.reduce)]: ngCase(N.reduce.path, shippingNgVersionSchema, { version: 1 }),
  [key(N.cancel)]: ngCase(N.cancel.path, shippingNgVersionSchema, { version: 1 }),
  [key(N.cancelLines)]: ngCase(N.cancelLines.path, shippingNgCancelLinesSchema, {
    version: 1,
    lineIds: [1],
  }),
  [key(N.fixAddress)]: ngCase(N.fixAddress.path, shippingNgAddressSchema, {
    version: 1,
    recipientName: '山田 花子',
    postalCode: '100-0005',
    prefecture: '東京都',
    city: '千代田区',
    town: '丸の内1-1',
    building: null,
    phone: '03-1234-5678',
  }),
};
