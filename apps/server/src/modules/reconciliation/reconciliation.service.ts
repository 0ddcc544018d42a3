import {
  RECONCILIATION_LABELS as L,
  RECONCILIATION_KIND_VALUES,
  RECONCILIATION_MESSAGES,
  type ReconciliationFindingSearch,
  type ReconciliationRunDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { reconcile } from '../../read-models/reconciliation/index.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { findUnfinishedProcess, toProcessDto } from '../processes/index.ts';
import {
  FINDINGS_KEPT_PER_KIND,
  findingsPage,
  findRun,
  insertRun,
  latestRun,
  pruneRuns,
} from './reconciliation.repository.ts';
import type { ReconciliationRunRow } from './reconciliation.table.ts';

/**
 * Runs every check for the organisation and stores what disagrees as the process's run; the
 * answer is the process's message (整合性チェック: 3件の不一致 / 不一致はありません).
 */
export async function runReconciliation(
  db: Database,
  scope: OrganisationScope,
  processId: string,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<string> {
  const started = performance.now();
  const findings = await reconcile(db, scope, { onProgress });
  const durationMs = Math.round(performance.now() - started);
  await db.transaction(async (tx) => {
    await insertRun(tx, scope, { processId, findings, durationMs });
    await pruneRuns(tx, scope);
  });
  return L.summary(findings.length);
}

/**
 * 整合性チェックを実行: queues the run as a process the header (and the page) follow; while a run
 * (the user's or the daily one) is unfinished, that run is the answer rather than a second one.
 */
export async function startReconciliation(
  db: Database,
  actor: { scope: OrganisationScope; userId: string },
) {
  const unfinished = await findUnfinishedProcess(db, actor.scope, [
    'reconciliation',
    'I_reconciliation',
  ]);
  if (unfinished) return toProcessDto(unfinished);
  const { process } = await enqueueProcess(db, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'reconciliation',
  });
  return process;
}

const toRunDto = (row: ReconciliationRunRow): ReconciliationRunDto => ({
  id: String(row.id),
  checkedAt: row.checkedAt.toISOString(),
  findingCount: row.findingCount,
  durationMs: row.durationMs,
  counts: RECONCILIATION_KIND_VALUES.flatMap((kind) =>
    row.counts[kind] ? [{ kind, count: row.counts[kind] }] : [],
  ),
  listedPerKind: FINDINGS_KEPT_PER_KIND,
});

/** The organisation's last run with its counts by kind; null before the first one. */
export async function showLatestRun(db: Database, scope: OrganisationScope) {
  const row = await latestRun(db, scope);
  return row ? toRunDto(row) : null;
}

/** One page of a run's disagreeing rows, by kind then as found; another organisation's run is 404. */
export async function searchFindings(
  db: Database,
  scope: OrganisationScope,
  runId: number,
  search: ReconciliationFindingSearch,
) {
  if (!(await findRun(db, scope, runId))) throw notFound(RECONCILIATION_MESSAGES.runNotFound);
  const { rows, total } = await findingsPage(db, scope, runId, {
    kind: search.kind ?? null,
    page: search.page,
    perPage: search.perPage,
  });
  return pageOf(rows, total, search.page, search.perPage);
}
