import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  reconciliationEndpoints as endpoints,
  type Page,
  type ProcessDto,
  type ReconciliationFindingDto,
  type ReconciliationFindingSearchInput,
  type ReconciliationRunDto,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { reconciliationKeys } from './reconciliation-keys.ts';

/** The organisation's last 整合性チェック (null before the first). */
export const useLatestReconciliation = () =>
  useQuery({
    queryKey: reconciliationKeys.latest(),
    queryFn: () =>
      http.get<{ data: ReconciliationRunDto | null }>(endpoints.latest.path).then((r) => r.data),
  });

/** One page of a run's disagreeing rows. */
export const useReconciliationFindings = (
  runId: string,
  search: ReconciliationFindingSearchInput,
) =>
  useQuery({
    queryKey: reconciliationKeys.findings(runId, search),
    queryFn: () =>
      http
        .post<{
          data: Page<ReconciliationFindingDto>;
        }>(endpoints.findings.url({ id: runId }), search)
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** 整合性チェックを実行: a background process (the one under way, if any). */
export const useRunReconciliation = () =>
  useMutation({
    mutationFn: () => http.post<{ data: ProcessDto }>(endpoints.run.path, {}).then((r) => r.data),
  });
