import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** A record as the server holds it now: a form or the actions offered start from it, never a cached copy. */
export const currentRecordQuery = <T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime: 0 });

/** A page of a search: the current rows stay on screen until the next page arrives. */
export const pagedSearchQuery = <T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
  });
