import type { ReconciliationKind } from '@logi/shared';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import type { ReconciliationFinding } from '../../read-models/reconciliation/index.ts';
import {
  reconciliationFindings,
  reconciliationRuns,
  type ReconciliationRunRow,
} from './reconciliation.table.ts';

/** Runs kept per organisation: about a month of daily runs; older ones go with their findings. */
export const RUNS_KEPT = 31;
/** Rows kept per kind and run: a dataset that drifted everywhere is told by its counts. */
export const FINDINGS_KEPT_PER_KIND = 1_000;
const FINDINGS_PER_INSERT = 1_000;

export async function insertRun(
  db: DbOrTx,
  scope: OrganisationScope,
  run: { processId: string; findings: readonly ReconciliationFinding[]; durationMs: number },
): Promise<ReconciliationRunRow> {
  const counts: Partial<Record<ReconciliationKind, number>> = {};
  const kept = run.findings.filter((finding) => {
    counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
    return counts[finding.kind]! <= FINDINGS_KEPT_PER_KIND;
  });
  const [row] = await db
    .insert(reconciliationRuns)
    .values({
      organisationId: scope.organisationId,
      processId: run.processId,
      findingCount: run.findings.length,
      counts,
      durationMs: run.durationMs,
    })
    .returning();
  for (let start = 0; start < kept.length; start += FINDINGS_PER_INSERT) {
    await db.insert(reconciliationFindings).values(
      kept.slice(start, start + FINDINGS_PER_INSERT).map((finding) => ({
        ...finding,
        organisationId: scope.organisationId,
        runId: row!.id,
      })),
    );
  }
  return row!;
}

/** Drops the organisation's runs older than the RUNS_KEPT newest (their findings cascade). */
export async function pruneRuns(db: DbOrTx, scope: OrganisationScope): Promise<void> {
  const [oldestKept] = await db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(inScope(reconciliationRuns.organisationId, scope))
    .orderBy(desc(reconciliationRuns.id))
    .offset(RUNS_KEPT - 1)
    .limit(1);
  if (!oldestKept) return;
  await db
    .delete(reconciliationRuns)
    .where(
      inScope(reconciliationRuns.organisationId, scope, lt(reconciliationRuns.id, oldestKept.id)),
    );
}

export async function latestRun(db: DbOrTx, scope: OrganisationScope) {
  const [row] = await db
    .select()
    .from(reconciliationRuns)
    .where(inScope(reconciliationRuns.organisationId, scope))
    .orderBy(desc(reconciliationRuns.id))
    .limit(1);
  return row;
}

export async function findRun(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(reconciliationRuns)
    .where(inScope(reconciliationRuns.organisationId, scope, eq(reconciliationRuns.id, id)));
  return row;
}

export async function findingsPage(
  db: DbOrTx,
  scope: OrganisationScope,
  runId: number,
  { kind, page, perPage }: { kind: ReconciliationKind | null; page: number; perPage: number },
) {
  const where = inScope(
    reconciliationFindings.organisationId,
    scope,
    and(
      eq(reconciliationFindings.runId, runId),
      kind ? eq(reconciliationFindings.kind, kind) : undefined,
    ),
  );
  const rows = await db
    .select({
      id: reconciliationFindings.id,
      kind: reconciliationFindings.kind,
      stockId: reconciliationFindings.stockId,
      orderId: reconciliationFindings.orderId,
      orderLineId: reconciliationFindings.orderLineId,
      reference: reconciliationFindings.reference,
      expected: reconciliationFindings.expected,
      actual: reconciliationFindings.actual,
      message: reconciliationFindings.message,
    })
    .from(reconciliationFindings)
    .where(where)
    .orderBy(reconciliationFindings.kind, reconciliationFindings.id)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db.select({ total: count() }).from(reconciliationFindings).where(where);
  return { rows, total: totals?.total ?? 0 };
}
