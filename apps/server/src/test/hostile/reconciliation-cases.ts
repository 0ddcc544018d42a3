import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { reconciliationEndpoints, reconciliationFindingSearchSchema } from '@logi/shared';
import { z } from 'zod';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';

/** The sweep's case of 整合性チェック's findings: the body from its schema, the run id from the path. */

// The route reads a missing body as no filters.
const orEmpty = z.preprocess((body) => body ?? {}, reconciliationFindingSearchSchema);

const path = reconciliationEndpoints.findings.path;

export const RECONCILIATION_CASES: Record<string, SweepCase> = {
  [`POST ${path}`]: {
    weight: 2,
    planner: fc
      .tuple(idArbitrary(), bodyArbitrary(reconciliationFindingSearchSchema, { kind: null }))
      .map<Planner>(([segment, body]) => async (context) => {
        const { rows } = await context.client.app.db.execute<{ id: number }>(sql`
          select id from reconciliation_runs where ${inScope('reconciliation_runs', context.scope)}
           order by id limit 1`);
        const id = idOf(segment, rows[0]?.id ?? 1);
        const { rows: found } = await context.client.app.db.execute<{ id: number }>(sql`
          select id from reconciliation_runs r
           where ${inScope('r', context.scope, sql`r.id = ${id ?? 0}`)}`);
        const request = {
          method: 'POST',
          path: path.replace(':id', segment ?? String(rows[0]?.id ?? 1)),
          body: body.text,
          contentType: body.contentType,
        };
        return refusedOrAccepted(bodyVerdict(body, orEmpty), request, () => ({
          request,
          expected: { status: found[0] ? 200 : 404 },
          writes: false,
        }));
      }),
  },
};
