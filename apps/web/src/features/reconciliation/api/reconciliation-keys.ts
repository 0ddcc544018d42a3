import type { ReconciliationFindingSearchInput } from '@logi/shared';

/** Query keys of 整合性チェック; invalidating `all` reads the last run and its rows again. */
export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  latest: () => [...reconciliationKeys.all, 'latest'] as const,
  findings: (runId: string, search: ReconciliationFindingSearchInput) =>
    [...reconciliationKeys.all, 'findings', runId, search] as const,
};
