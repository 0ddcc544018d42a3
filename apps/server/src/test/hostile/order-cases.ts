import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import {
  orderDemoSchema,
  orderEndpoints as O,
  orderSearchSchema,
  orderStoreSchema,
  type OrderStoreValues,
} from '@logi/shared';
import { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The sweep's cases of 受注: bodies drawn from the schemas, the answer read from the database. */

// Stand for the sweep's own shop and product (known only at run time), and a fresh number.
export const SHOP = 987_654_351;
export const PRODUCT_CODE = 'SWEEP-PRODUCT-CODE';
export const NUMBER = 'SWEEP-ORDER-NUMBER';
let sequence = 0;

export const first = async <T>(context: SweepContext, query: ReturnType<typeof sql>) =>
  (await context.client.app.db.execute<T & Record<string, unknown>>(query)).rows[0];
export const key = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;
const orEmpty = (schema: z.ZodType) => z.preprocess((body) => body ?? {}, schema);

export const listCase = (path: string, schema: z.ZodType, weight: number): SweepCase => ({
  weight,
  planner: bodyArbitrary(schema, {}).map<Planner>((body) => async () => {
    const request = { method: 'POST', path, body: body.text, contentType: body.contentType };
    return refusedOrAccepted(bodyVerdict(body, orEmpty(schema)), request, () => ({
      request,
      expected: { status: 200 },
      writes: false,
    }));
  }),
});

export const validOrder = {
  shopId: SHOP,
  shopCode: null,
  orderNumber: NUMBER,
  orderedAt: '2026-04-01 10:30',
  recipientName: '山田 太郎',
  recipientKana: null,
  postalCode: '100-0005',
  prefecture: '東京都',
  city: '千代田区',
  town: null,
  building: null,
  phone: '03-1234-5678',
  deliveryDate: null,
  deliveryTimeSlot: null,
  note: null,
  lines: [{ productCode: PRODUCT_CODE, quantity: 1, unitPrice: 100 }],
};

// Bodies already accepted: the same text again is the same order (200, nothing written).
const accepted = new Set<string>();

/** What the intake decides beyond the schema: the shop, the products, numbers taken or repeated. */
async function storeStatus(context: SweepContext, value: OrderStoreValues, text: string) {
  const seen = new Set<string>();
  let taken = false;
  for (const order of value.orders) {
    const shop = await first<{ id: number }>(
      context,
      order.shopId
        ? sql`select id from shops s where ${inScope('s', context.scope, sql`s.id = ${order.shopId}`)}`
        : sql`select id from shops s where ${inScope('s', context.scope, sql`s.code = ${order.shopCode ?? ''}`)}`,
    );
    if (!shop) return 422;
    for (const line of order.lines) {
      const product = await first(
        context,
        sql`select 1 from products p where ${inScope('p', context.scope, sql`p.product_code = ${line.productCode}`)}`,
      );
      if (!product) return 422;
    }
    const pair = `${shop.id}\u0000${order.orderNumber}`;
    if (seen.has(pair)) return 422;
    seen.add(pair);
    const stored = await first(
      context,
      sql`select 1 from orders o
           where ${inScope('o', context.scope, sql`o.shop_id = ${shop.id} and o.order_number = ${order.orderNumber}`)}`,
    );
    if (stored) taken = true;
  }
  if (!taken) return 201;
  return accepted.has(text) ? 200 : 409;
}

/** A GET on an order (its detail, its instructions): 200 while it is the organisation's (the sweep's stores make some), else 404. */
export const orderRecordCase = (path: string): SweepCase => ({
  weight: 2,
  planner: idArbitrary().map<Planner>((segment) => async (context) => {
    const known = await first<{ id: number }>(
      context,
      sql`select id from orders where ${inScope('orders', context.scope)} order by id limit 1`,
    );
    const id = idOf(segment, known?.id ?? 1);
    const found = id
      ? await first(
          context,
          sql`select 1 from orders o where ${inScope('o', context.scope, sql`o.id = ${id}`)}`,
        )
      : undefined;
    return {
      request: {
        method: 'GET',
        path: path.replace(':id', segment ?? String(known?.id ?? 1)),
      },
      expected: { status: found ? 200 : 404 },
      writes: false,
    };
  }),
});

export const ORDER_CASES: Record<string, SweepCase> = {
  [key(O.show)]: orderRecordCase(O.show.path),
  [key(O.search)]: listCase(O.search.path, orderSearchSchema, 3),
  [key(O.counts)]: listCase(O.counts.path, orderSearchSchema, 2),
  [key(O.store)]: {
    weight: 4,
    planner: bodyArbitrary(orderStoreSchema, { orders: [validOrder] }).map<Planner>(
      (drawn) => async (context) => {
        const product = await first<{ product_code: string }>(
          context,
          sql`select product_code from products where id = ${context.fixtures.products ?? 0}`,
        );
        const body = {
          ...drawn,
          text: drawn.text
            .replaceAll(String(SHOP), String(context.fixtures.shops ?? 0))
            .replaceAll(PRODUCT_CODE, product?.product_code ?? PRODUCT_CODE)
            .replaceAll(NUMBER, `SWEEP-${Date.now()}-${++sequence}`),
        };
        const request = {
          method: 'POST',
          path: O.store.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, orderStoreSchema), request, async (value) => {
          const status = await storeStatus(context, value as OrderStoreValues, body.text);
          if (status === 201) accepted.add(body.text);
          return { request, expected: { status }, writes: status === 201 };
        });
      },
    ),
  },
  [key(O.demo)]: {
    weight: 2,
    planner: bodyArbitrary(orderDemoSchema, { count: 1, shopId: SHOP }).map<Planner>(
      (drawn) => async (context) => {
        const body = {
          ...drawn,
          text: drawn.text.replaceAll(String(SHOP), String(context.fixtures.shops ?? 0)),
        };
        const request = {
          method: 'POST',
          path: O.demo.path,
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(
          bodyVerdict(body, orEmpty(orderDemoSchema)),
          request,
          async (value) => {
            const { shopId } = value as { shopId?: number | null };
            const shop = await first(
              context,
              shopId
                ? sql`select 1 from shops s where ${inScope('s', context.scope, sql`s.id = ${shopId} and s.is_active`)}`
                : sql`select 1 from shops s where ${inScope('s', context.scope, sql`s.is_active`)}`,
            );
            const product = await first(
              context,
              sql`select 1 from products p where ${inScope('p', context.scope, sql`p.sales_status = 'on_sale'`)}`,
            );
            const ok = Boolean(shop && product);
            return { request, expected: { status: ok ? 201 : 422 }, writes: ok };
          },
        );
      },
    ),
  },
};
