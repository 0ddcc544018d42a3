import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import {
  allocationEndpoints,
  allocationReleaseSchema,
  allocationRunSchema,
  allocationSettingsUpdateSchema,
  type AllocationSettingsUpdateValues,
} from '@logi/shared';
import {
  bodyArbitrary,
  bodyVerdict,
  refusedOrAccepted,
  type BodyDraw,
  type Plan,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The sweep's cases of 引当 (allocation): the settings' PUT at its version, and the two actions. */

// Stands for the settings' version now (known only at run time).
const VERSION = 987_654_341;

const first = async <T>(context: SweepContext, query: SQL) =>
  (await context.client.app.db.execute<T & Record<string, unknown>>(query)).rows[0];
const send = (path: string, method: string, body: BodyDraw) => ({
  method,
  path,
  body: body.text,
  contentType: body.contentType,
});

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

const actionCase = (
  path: string,
  schema: typeof allocationRunSchema | typeof allocationReleaseSchema,
): SweepCase => ({
  weight: 3,
  planner: bodyArbitrary(schema, { orderIds: [1] }).map<Planner>((body) => async (context) => {
    const request = send(path, 'POST', body);
    return refusedOrAccepted(bodyVerdict(body, schema), request, async (value): Promise<Plan> => {
      const ids = (value as { orderIds?: number[] }).orderIds;
      if (ids && !(await allOrders(context, ids))) {
        return { request, expected: { status: 404 }, writes: false };
      }
      return { request, expected: { status: 200 }, writes: true };
    });
  }),
});

export const ALLOCATION_CASES: Record<string, SweepCase> = {
  [`PUT ${allocationEndpoints.updateSettings.path}`]: {
    weight: 4,
    planner: bodyArbitrary(allocationSettingsUpdateSchema, {
      method: 'order',
      priority: 'group_order',
      allowPartial: false,
      autoEnabled: false,
      autoIntervalMinutes: 30,
      cutoffHour: 13,
      expiryWarningDays: 30,
      defaultWarehouseGroupId: null,
      version: VERSION,
    }).map<Planner>((drawn) => async (context) => {
      const row = await first<{ version: number }>(
        context,
        sql`select version from allocation_settings where ${inScope('allocation_settings', context.scope)}`,
      );
      const body = {
        ...drawn,
        text: drawn.text.replace(`"version":${VERSION}`, `"version":${row?.version ?? 0}`),
      };
      const request = send(allocationEndpoints.updateSettings.path, 'PUT', body);
      return refusedOrAccepted(
        bodyVerdict(body, allocationSettingsUpdateSchema),
        request,
        async (value): Promise<Plan> => {
          const settings = value as AllocationSettingsUpdateValues;
          if (settings.defaultWarehouseGroupId !== null) {
            const group = await first(
              context,
              sql`select 1 from warehouse_groups g
                   where ${inScope('g', context.scope, sql`g.id = ${settings.defaultWarehouseGroupId}`)}`,
            );
            if (!group) return { request, expected: { status: 422 }, writes: false };
          }
          return settings.version === (row?.version ?? 0)
            ? { request, expected: { status: 200 }, writes: true }
            : { request, expected: { status: 409 }, writes: false };
        },
      );
    }),
  },
  [`POST ${allocationEndpoints.run.path}`]: actionCase(
    allocationEndpoints.run.path,
    allocationRunSchema,
  ),
  [`POST ${allocationEndpoints.release.path}`]: actionCase(
    allocationEndpoints.release.path,
    allocationReleaseSchema,
  ),
};
