import { Alert, Group, Stack, Text } from '@mantine/core';
import {
  formatDateTime,
  RECONCILIATION_KINDS,
  RECONCILIATION_LABELS as L,
  type ReconciliationRunDto,
} from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { EmptyState, PageSkeleton, QueryState } from '../../../components/ui/index.ts';
import { useLatestReconciliation } from '../api/get-latest-reconciliation.ts';
import { useReconciliationFindings } from '../api/search-reconciliation-findings.ts';
import {
  FINDING_COLUMNS,
  FINDING_LIST,
  FindingSearchFields,
  isReconciliationKind,
} from '../components/FindingList.tsx';
import { ReconciliationRunPanel } from '../components/ReconciliationRunPanel.tsx';

/** The last run's rows that disagree, filtered by kind and paged by the server. */
function RunFindings({ run }: { run: ReconciliationRunDto }) {
  const list = useListQuery(FINDING_LIST);
  const { filters, page, perPage } = list.query;
  const kind = isReconciliationKind(filters.kind) ? filters.kind : null;
  const search = useReconciliationFindings(run.id, { kind, page, perPage });
  return (
    <Stack gap="md">
      <Alert color={run.findingCount === 0 ? 'teal' : 'red'} maw={720}>
        <Text size="sm" fw={700}>
          {L.lastRun(formatDateTime(run.checkedAt), run.findingCount)}
        </Text>
        {run.counts.length > 0 ? (
          <Group gap="md" mt={4}>
            {run.counts.map((row) => (
              <Text key={row.kind} size="sm">
                {`${RECONCILIATION_KINDS[row.kind]}: ${row.count}件`}
              </Text>
            ))}
          </Group>
        ) : null}
        {run.counts.some((row) => row.count > run.listedPerKind) ? (
          <Text size="sm" mt={4}>
            {L.listedOnly(run.listedPerKind)}
          </Text>
        ) : null}
      </Alert>
      <ResourceList
        list={list}
        search={search}
        columns={FINDING_COLUMNS}
        rowLabel={(row) => `${RECONCILIATION_KINDS[row.kind]} ${row.reference}`}
        searchForm={{
          label: `${L.title}の検索`,
          fields: (draft, change) => <FindingSearchFields draft={draft} change={change} />,
        }}
      />
    </Stack>
  );
}

/** /stocks/reconciliation: 整合性チェック — run it, and read what its last run found. */
export function ReconciliationPage() {
  const latest = useLatestReconciliation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {L.intro}
      </Text>
      <ReconciliationRunPanel />
      <QueryState query={latest} skeleton={<PageSkeleton />}>
        {(run) =>
          run ? (
            <RunFindings run={run} />
          ) : (
            <EmptyState>
              <Text size="sm">{L.neverRun}</Text>
            </EmptyState>
          )
        }
      </QueryState>
    </Stack>
  );
}
