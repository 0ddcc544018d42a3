import { sql } from 'drizzle-orm';
import {
  stockDailyExportSchema,
  stockDailySearchSchema,
  stockEndpoints,
  toJstDate,
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

/**
 * The sweep's cases of 日次在庫表: a well-formed day is answered when it lies between the
 * organisation's first record and today (JST), else refused on `date` (decision 068). The sample
 * is today, so that the answered path is drawn too.
 */

/** The days a report can stand at, read independently of the route's own code. */
async function reportableDays(context: SweepContext) {
  const { rows } = await context.client.app.db.execute<{ first: string; today: string }>(sql`
    select to_char(least(o.created_at, (select min(m.created_at) from stock_movements m
                                          where m.organisation_id = o.id))
                   at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as first,
           to_char(now() at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as today
      from organisations o where o.id = ${context.scope.organisationId}`);
  return rows[0]!;
}

const dailyCase = (path: string, schema: z.ZodType, weight: number): SweepCase => ({
  weight,
  planner: bodyArbitrary(schema, { date: toJstDate(new Date()) }).map<Planner>(
    (body) => async (context) => {
      const request = { method: 'POST', path, body: body.text, contentType: body.contentType };
      return refusedOrAccepted(bodyVerdict(body, schema), request, async (value) => {
        const { date } = value as { date: string };
        const { first, today } = await reportableDays(context);
        const inRange = date >= first && date <= today;
        return { request, expected: { status: inRange ? 200 : 422 }, writes: false };
      });
    },
  ),
});

export const STOCK_DAILY_CASES: Record<string, SweepCase> = {
  [`POST ${stockEndpoints.dailySearch.path}`]: dailyCase(
    stockEndpoints.dailySearch.path,
    stockDailySearchSchema,
    2,
  ),
  [`POST ${stockEndpoints.dailyExport.path}`]: dailyCase(
    stockEndpoints.dailyExport.path,
    stockDailyExportSchema,
    1,
  ),
};
