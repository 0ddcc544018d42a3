import { useQueries } from '@tanstack/react-query';
import { FULFILMENT_STATUS_VALUES, type FulfilmentSearchInput } from '@logi/shared';
import { parcelSearchQueryOptions } from './search-parcels.ts';

type Stage = (typeof FULFILMENT_STATUS_VALUES)[number];

/** The stage tabs' counts under the list's other filters: each stage's total (one row fetched). */
export function useParcelCounts(search: FulfilmentSearchInput) {
  const stages = ['all', ...FULFILMENT_STATUS_VALUES] as const;
  const results = useQueries({
    queries: stages.map((stage) =>
      parcelSearchQueryOptions({
        ...search,
        status: stage === 'all' ? null : stage,
        page: 1,
        perPage: 1,
      }),
    ),
  });
  return Object.fromEntries(
    stages.map((stage, index) => [stage, results[index]?.data?.total]),
  ) as Record<Stage | 'all', number | undefined>;
}
