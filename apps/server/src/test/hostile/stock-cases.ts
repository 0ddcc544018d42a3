import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import fc from 'fast-check';
import {
  EXTERNAL_WAREHOUSE_TYPES,
  stockAdjustSchema,
  stockAdoptSchema,
  stockDiffSearchSchema,
  stockEndpoints,
  stockExpiryExportSchema,
  stockExpirySearchSchema,
  stockExportSchema,
  stockFetchSchema,
  stockSearchSchema,
  stockStoreSchema,
  type StockAdjustValues,
  type StockStoreValues,
} from '@logi/shared';
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

/** The sweep's cases of 在庫 (stock): each route's body drawn from its schema, the answer from the database. */

// Stand for the sweep's own product, warehouse and stock row (known only at run time) and the version now.
const PRODUCT = 987_654_331;
const WAREHOUSE = 987_654_332;
const VERSION = 987_654_333;

const first = async <T>(context: SweepContext, query: SQL) =>
  (await context.client.app.db.execute<T & Record<string, unknown>>(query)).rows[0];
const send = (path: string, method: string, body: BodyDraw) => ({
  method,
  path,
  body: body.text,
  contentType: body.contentType,
});
const withKnown = (body: BodyDraw, context: SweepContext) => ({
  ...body,
  text: body.text
    .replaceAll(String(PRODUCT), String(context.fixtures.products ?? 0))
    .replaceAll(String(WAREHOUSE), String(context.fixtures.warehouses ?? 0)),
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

/** The stock service's refusal of an adjustment, or none (then it is saved). */
function adjustRefused(row: { on_hand: number; allocated: number }, value: StockAdjustValues) {
  const target = value.mode === 'set' ? value.quantity : row.on_hand + value.quantity;
  return value.quantity < 0 && value.mode === 'set'
    ? true
    : target === row.on_hand || target < 0 || target < row.allocated;
}

export const STOCK_CASES: Record<string, SweepCase> = {
  [`POST ${stockEndpoints.search.path}`]: listCase(
    stockEndpoints.search.path,
    stockSearchSchema,
    4,
  ),
  [`POST ${stockEndpoints.export.path}`]: listCase(
    stockEndpoints.export.path,
    stockExportSchema,
    2,
  ),
  [`POST ${stockEndpoints.expirySearch.path}`]: listCase(
    stockEndpoints.expirySearch.path,
    stockExpirySearchSchema,
    2,
  ),
  [`POST ${stockEndpoints.expiryExport.path}`]: listCase(
    stockEndpoints.expiryExport.path,
    stockExpiryExportSchema,
    1,
  ),
  [`POST ${stockEndpoints.diffSearch.path}`]: listCase(
    stockEndpoints.diffSearch.path,
    stockDiffSearchSchema,
    2,
  ),
  [`POST ${stockEndpoints.store.path}`]: {
    weight: 4,
    planner: bodyArbitrary(stockStoreSchema, {
      productId: PRODUCT,
      warehouseId: WAREHOUSE,
      onHand: 12,
      nonSellable: 0,
      note: '初期在庫',
    }).map<Planner>((drawn) => async (context) => {
      const body = withKnown(drawn, context);
      const request = send(stockEndpoints.store.path, 'POST', body);
      return refusedOrAccepted(bodyVerdict(body, stockStoreSchema), request, async (value) => {
        const { productId, warehouseId } = value as StockStoreValues;
        const found = await first<{ product: boolean; warehouse: boolean; stock: boolean }>(
          context,
          sql`select
            exists(select 1 from products p where ${inScope('p', context.scope, sql`p.id = ${productId}`)}) as product,
            exists(select 1 from warehouses w where ${inScope('w', context.scope, sql`w.id = ${warehouseId}`)}) as warehouse,
            exists(select 1 from stocks s where ${inScope(
              's',
              context.scope,
              sql`s.product_id = ${productId} and s.warehouse_id = ${warehouseId}`,
            )}) as stock`,
        );
        const refused = !found?.product || !found.warehouse || found.stock;
        return refused
          ? { request, expected: { status: 422 }, writes: false }
          : { request, expected: { status: 201 }, writes: true };
      });
    }),
  },
  [`PUT ${stockEndpoints.adjust.path}`]: {
    weight: 4,
    planner: fc
      .tuple(
        idArbitrary(),
        bodyArbitrary(stockAdjustSchema, {
          mode: 'delta',
          quantity: 1,
          reason: '棚卸差異',
          note: null,
          version: VERSION,
        }),
      )
      .map<Planner>(([segment, drawn]) => async (context) => {
        const known = await first<{ id: number }>(
          context,
          sql`select id from stocks where ${inScope('stocks', context.scope)} order by id limit 1`,
        );
        const id = idOf(segment, known?.id ?? 1);
        const row =
          id === undefined
            ? undefined
            : await first<{ on_hand: number; allocated: number; version: number }>(
                context,
                sql`select on_hand, allocated, version from stocks s
                     where ${inScope('s', context.scope, sql`s.id = ${id}`)}`,
              );
        const body = {
          ...drawn,
          text: drawn.text.replace(`"version":${VERSION}`, `"version":${row?.version ?? 1}`),
        };
        const path = stockEndpoints.adjust.path.replace(':id', segment ?? String(known?.id ?? 1));
        const request = send(path, 'PUT', body);
        return refusedOrAccepted(bodyVerdict(body, stockAdjustSchema), request, (value) => {
          const adjust = value as StockAdjustValues;
          if (!row) return { request, expected: { status: 404 }, writes: false };
          if (adjust.version !== row.version) {
            return { request, expected: { status: 409 }, writes: false };
          }
          return adjustRefused(row, adjust)
            ? { request, expected: { status: 422 }, writes: false }
            : { request, expected: { status: 200 }, writes: true };
        });
      }),
  },
  // The sweep's organisation has no warehouse reports: any ids name nothing.
  [`POST ${stockEndpoints.diffAdopt.path}`]: {
    weight: 2,
    planner: bodyArbitrary(stockAdoptSchema, { reportIds: [1] }).map<Planner>(
      (body) => async () => {
        const request = send(stockEndpoints.diffAdopt.path, 'POST', body);
        return refusedOrAccepted(bodyVerdict(body, stockAdoptSchema), request, () => ({
          request,
          expected: { status: 404 },
          writes: false,
        }));
      },
    ),
  },
  [`POST ${stockEndpoints.diffFetch.path}`]: {
    weight: 2,
    planner: bodyArbitrary(stockFetchSchema, { warehouseId: WAREHOUSE }).map<Planner>(
      (drawn) => async (context) => {
        const body = withKnown(drawn, context);
        const request = send(stockEndpoints.diffFetch.path, 'POST', body);
        return refusedOrAccepted(bodyVerdict(body, stockFetchSchema), request, async (value) => {
          const { warehouseId } = value as { warehouseId: number };
          const types = sql.join(
            EXTERNAL_WAREHOUSE_TYPES.map((type) => sql`${type}`),
            sql`, `,
          );
          const external = await first<{ id: number }>(
            context,
            sql`select id from warehouses w
                 where ${inScope(
                   'w',
                   context.scope,
                   sql`w.id = ${warehouseId} and w.type in (${types}) and w.is_active and w.in_use`,
                   sql`w.app_setting_id is not null`,
                 )}`,
          );
          return external
            ? { request, expected: { status: 202 }, writes: true }
            : { request, expected: { status: 422 }, writes: false };
        });
      },
    ),
  },
};

/** A stock row's own pages (show, history): 200 while it is the organisation's, else 404. */
const rowCase = (path: string): SweepCase => ({
  weight: 2,
  planner: idArbitrary().map<Planner>((segment) => async (context) => {
    const known = await first<{ id: number }>(
      context,
      sql`select id from stocks where ${inScope('stocks', context.scope)} order by id limit 1`,
    );
    const id = idOf(segment, known?.id ?? 1);
    const found =
      id !== undefined &&
      (await first(
        context,
        sql`select 1 from stocks s where ${inScope('s', context.scope, sql`s.id = ${id}`)}`,
      )) !== undefined;
    return {
      request: { method: 'GET', path: path.replace(':id', segment ?? String(known?.id ?? 1)) },
      expected: { status: found ? 200 : 404 },
      writes: false,
    };
  }),
});

STOCK_CASES[`GET ${stockEndpoints.show.path}`] = rowCase(stockEndpoints.show.path);
STOCK_CASES[`GET ${stockEndpoints.history.path}`] = rowCase(stockEndpoints.history.path);
