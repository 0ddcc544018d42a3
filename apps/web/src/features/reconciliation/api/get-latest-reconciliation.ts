import { queryOptions, useQuery } from '@tanstack/react-query';
import { reconciliationEndpoints, type ReconciliationRunDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { reconciliationKeys } from './reconciliation-keys.ts';

/** The organisation's last 整合性チェック (null before the first). */
export const getLatestReconciliation = () =>
  http
    .get<{ data: ReconciliationRunDto | null }>(reconciliationEndpoints.latest.path)
    .then((r) => r.data);

export const latestReconciliationQueryOptions = () =>
  queryOptions({ queryKey: reconciliationKeys.latest(), queryFn: getLatestReconciliation });

export const useLatestReconciliation = () => useQuery(latestReconciliationQueryOptions());
