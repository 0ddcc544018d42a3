import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import {
  addDays,
  customerReturnEndpoints,
  customerReturnExportSchema,
  customerReturnFetchSchema,
  customerReturnFormSchema,
  customerReturnSearchSchema,
  receivingScheduleCancelSchema,
  receivingScheduleEndpoints,
  receivingScheduleExportSchema,
  receivingScheduleFormSchema,
  receivingScheduleReceiveSchema,
  receivingScheduleSearchSchema,
  receivingScheduleUpdateSchema,
  todayJst,
  type CustomerReturnFormValues,
  type ReceivingScheduleFormValues,
} from '@logi/shared';
import fc from 'fast-check';
import { z } from 'zod';
import { returnBindingStatus } from './return-order-oracle.ts';
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

/** The sweep's cases of 入荷業務: bodies drawn from the schemas, the answer read from the database. */

// Stand for the sweep's own records (known only at run time).
const PRODUCT = 987_654_341;
const WAREHOUSE = 987_654_342;
const SUPPLIER = 987_654_343;
const VENDOR = 987_654_344;

const first = async <T>(context: SweepContext, query: SQL) =>
  (await context.client.app.db.execute<T & Record<string, unknown>>(query)).rows[0];
const send = (path: string, method: string, body?: BodyDraw) => ({
  method,
  path,
  ...(body && { body: body.text, contentType: body.contentType }),
});
const withKnown = (body: BodyDraw, context: SweepContext) => ({
  ...body,
  text: body.text
    .replaceAll(String(PRODUCT), String(context.fixtures.products ?? 0))
    .replaceAll(String(WAREHOUSE), String(context.fixtures.warehouses ?? 0))
    .replaceAll(String(SUPPLIER), String(context.fixtures.suppliers ?? 0))
    .replaceAll(String(VENDOR), String(context.fixtures.vendors ?? 0)),
});

const listCase = (path: string, schema: z.ZodType, weight: number): SweepCase => {
  const orEmpty = z.preprocess((body) => body ?? {}, schema);
  return {
    weight,
    planner: bodyArbitrary(schema, {}).map<Planner>((body) => async () => {
      const request = send(path, 'POST', body);
      const accepted = (): Plan => ({ request, expected: { status: 200 }, writes: false });
      return refusedOrAccepted(bodyVerdict(body, orEmpty), request, accepted);
    }),
  };
};

const exists = (context: SweepContext, table: string, id: number | null | undefined) =>
  id
    ? first(
        context,
        sql`select 1 from ${sql.identifier(table)} t where ${inScope('t', context.scope, sql`t.id = ${id}`)}`,
      ).then((row) => row !== undefined)
    : Promise.resolve(false);

const warehouseOf = (context: SweepContext, id: number) =>
  first<{ type: string; in_use: boolean }>(
    context,
    sql`select type, in_use from warehouses w where ${inScope('w', context.scope, sql`w.id = ${id}`)}`,
  );

async function allProducts(context: SweepContext, ids: number[]) {
  for (const id of ids) if (!(await exists(context, 'products', id))) return false;
  return true;
}

/** What the service checks beyond the schema: a usable warehouse, its partner, the products. */
async function scheduleAccepted(context: SweepContext, value: ReceivingScheduleFormValues) {
  const warehouse = await warehouseOf(context, value.warehouseId);
  if (!warehouse?.in_use) return false;
  const partner =
    warehouse.type === 'own'
      ? await exists(context, 'suppliers', value.supplierId)
      : await exists(context, 'vendors', value.vendorId);
  return (
    partner &&
    allProducts(
      context,
      value.lines.map((line) => line.productId),
    )
  );
}

const validSchedule = {
  kind: 'normal',
  warehouseId: WAREHOUSE,
  supplierId: SUPPLIER,
  vendorId: VENDOR,
  scheduledDate: addDays(todayJst(), 2),
  carrier: 'ヤマト運輸',
  parcelCount: 1,
  note: '入荷予定',
  lines: [{ productId: PRODUCT, scheduledQty: 3 }],
};

/**
 * A schedule route with an id: the drawn segment, but never one of the sweep's own schedules (the
 * stores may have made some): their answers hang on state a draw cannot see, so they get a free id.
 */
async function foreignPath(context: SweepContext, pattern: string, segment: string | null) {
  const { next } = (await first<{ next: number }>(
    context,
    sql`select coalesce(max(id), 0) + 1000 as next from receiving_schedules`,
  ))!;
  const id = idOf(segment, next);
  const taken = id !== undefined && (await exists(context, 'receiving_schedules', id));
  return pattern.replace(':id', taken || segment === null ? String(next) : segment);
}

const idBodyCase = (
  method: 'PUT' | 'POST',
  pattern: string,
  schema: z.ZodType,
  valid: Record<string, unknown>,
): SweepCase => ({
  weight: 2,
  planner: fc
    .tuple(idArbitrary(), bodyArbitrary(schema, valid))
    .map<Planner>(([segment, drawn]) => async (context) => {
      const body = withKnown(drawn, context);
      const request = send(await foreignPath(context, pattern, segment), method, body);
      return refusedOrAccepted(bodyVerdict(body, schema), request, () => ({
        request,
        expected: { status: 404 },
        writes: false,
      }));
    }),
});

const S = receivingScheduleEndpoints;
const R = customerReturnEndpoints;
const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

export const INBOUND_CASES: Record<string, SweepCase> = {
  [key(S.search)]: listCase(S.search.path, receivingScheduleSearchSchema, 3),
  [key(S.export)]: listCase(S.export.path, receivingScheduleExportSchema, 1),
  [key(R.search)]: listCase(R.search.path, customerReturnSearchSchema, 3),
  [key(R.export)]: listCase(R.export.path, customerReturnExportSchema, 1),
  [key(S.store)]: {
    weight: 4,
    planner: bodyArbitrary(receivingScheduleFormSchema, validSchedule).map<Planner>(
      (drawn) => async (context) => {
        const body = withKnown(drawn, context);
        const request = send(S.store.path, 'POST', body);
        return refusedOrAccepted(
          bodyVerdict(body, receivingScheduleFormSchema),
          request,
          async (value) =>
            (await scheduleAccepted(context, value as ReceivingScheduleFormValues))
              ? { request, expected: { status: 201 }, writes: true }
              : { request, expected: { status: 422 }, writes: false },
        );
      },
    ),
  },
  [key(S.update)]: idBodyCase('PUT', S.update.path, receivingScheduleUpdateSchema, {
    ...validSchedule,
    version: 1,
  }),
  [key(S.cancel)]: idBodyCase('POST', S.cancel.path, receivingScheduleCancelSchema, {
    reason: '発注取消',
    version: 1,
  }),
  [key(S.receive)]: idBodyCase('POST', S.receive.path, receivingScheduleReceiveSchema, {
    lines: [{ lineId: 1, receivedQty: 1, nonSellableQty: 0 }],
    confirmOverReceipt: false,
    version: 1,
  }),
  [key(R.store)]: {
    weight: 3,
    planner: bodyArbitrary(customerReturnFormSchema, {
      orderId: null,
      orderNumber: 'ORD-1',
      warehouseId: WAREHOUSE,
      returnedOn: todayJst(),
      reason: '受取拒否',
      note: null,
      lines: [{ productId: PRODUCT, quantity: 1, condition: 'good' }],
    }).map<Planner>((drawn) => async (context) => {
      const body = withKnown(drawn, context);
      const request = send(R.store.path, 'POST', body);
      return refusedOrAccepted(
        bodyVerdict(body, customerReturnFormSchema),
        request,
        async (raw) => {
          const value = raw as CustomerReturnFormValues;
          const warehouse = await warehouseOf(context, value.warehouseId);
          const checked =
            warehouse?.in_use === true &&
            warehouse.type === 'own' &&
            (value.orderId || !value.shopId || (await exists(context, 'shops', value.shopId))) &&
            (await allProducts(
              context,
              value.lines.map((line) => line.productId),
            ));
          const status = checked ? await returnBindingStatus(context, value) : 422;
          return { request, expected: { status }, writes: status === 201 };
        },
      );
    }),
  },
  [key(R.fetch)]: {
    weight: 2,
    planner: bodyArbitrary(customerReturnFetchSchema, { warehouseId: WAREHOUSE }).map<Planner>(
      (drawn) => async (context) => {
        const body = withKnown(drawn, context);
        const request = send(R.fetch.path, 'POST', body);
        return refusedOrAccepted(
          bodyVerdict(body, customerReturnFetchSchema),
          request,
          async (raw) => {
            const warehouse = await warehouseOf(
              context,
              (raw as { warehouseId: number }).warehouseId,
            );
            return warehouse?.in_use && warehouse.type !== 'own'
              ? { request, expected: { status: 202 }, writes: true }
              : { request, expected: { status: 422 }, writes: false };
          },
        );
      },
    ),
  },
};

/** A record's own page: 200 while it is the organisation's, else 404. */
const showCase = (pattern: string, table: string): SweepCase => ({
  weight: 2,
  planner: idArbitrary().map<Planner>((segment) => async (context) => {
    const known = await first<{ id: number }>(
      context,
      sql`select id from ${sql.identifier(table)} t where ${inScope('t', context.scope)} order by id limit 1`,
    );
    const id = idOf(segment, known?.id ?? 1);
    const found = await exists(context, table, id);
    return {
      request: send(pattern.replace(':id', segment ?? String(known?.id ?? 1)), 'GET'),
      expected: { status: found ? 200 : 404 },
      writes: false,
    };
  }),
});

INBOUND_CASES[key(S.show)] = showCase(S.show.path, 'receiving_schedules');
INBOUND_CASES[key(R.show)] = showCase(R.show.path, 'customer_returns');
