import { useQuery } from '@tanstack/react-query';
import {
  reconciliationEndpoints,
  type Page,
  type ReconciliationFindingDto,
  type ReconciliationFindingSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { reconciliationKeys } from './reconciliation-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** One page of a run's disagreeing rows. */
export const searchReconciliationFindings = (
  runId: string,
  search: ReconciliationFindingSearchInput,
) =>
  http
    .post<{
      data: Page<ReconciliationFindingDto>;
    }>(reconciliationEndpoints.findings.url({ id: runId }), search)
    .then((r) => r.data);

export const reconciliationFindingsQueryOptions = (
  runId: string,
  search: ReconciliationFindingSearchInput,
) =>
  pagedSearchQuery(reconciliationKeys.findings(runId, search), () =>
    searchReconciliationFindings(runId, search),
  );

export const useReconciliationFindings = (
  runId: string,
  search: ReconciliationFindingSearchInput,
) => useQuery(reconciliationFindingsQueryOptions(runId, search));
