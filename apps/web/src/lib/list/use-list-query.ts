import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PER_PAGE_OPTIONS } from '@logi/shared';
import {
  readListQuery,
  writeListQuery,
  type FilterKinds,
  type FiltersOf,
  type ListQuery,
  type ListQueryDefinition,
  type SortDirection,
} from './list-query.ts';

export type ListQueryControls<F extends FilterKinds, S extends string> = {
  query: ListQuery<F, S>;
  /** New filters (from 検索): back to page 1. */
  setFilters: (filters: FiltersOf<F>) => void;
  setPage: (page: number) => void;
  /** Moves past-the-end paging (after a delete) to the last page, replacing the history entry. */
  clampPage: (lastPage: number) => void;
  /** A new order: back to page 1. */
  setSort: (sort: S, direction: SortDirection) => void;
  /** 表示件数: kept for this list in the browser; back to page 1. */
  setPerPage: (perPage: number) => void;
};

/**
 * The list state bound to the URL query: reading it is parsing the URL, changing it is navigating
 * (a history entry, so 戻る returns to the previous search). Define `definition` outside the component.
 */
export function useListQuery<F extends FilterKinds, S extends string>(
  definition: ListQueryDefinition<F, S>,
): ListQueryControls<F, S> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query text, not the object
  const parsed = useMemo(() => readListQuery(definition, params), [definition, key]);
  const [storedPerPage, storePerPage] = useLocalStorage<number | null>({
    key: `logi:per-page:${useLocation().pathname}`,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const perPage = PER_PAGE_OPTIONS.find((size) => size === storedPerPage) ?? parsed.perPage;
  const query = useMemo(() => ({ ...parsed, perPage }), [parsed, perPage]);

  const go = useCallback(
    (next: Omit<ListQuery<F, S>, 'perPage'>, replace = false) =>
      setParams(writeListQuery(definition, next), { replace }),
    [definition, setParams],
  );

  return {
    query,
    setFilters: (filters) => go({ ...query, filters, page: 1 }),
    setPage: (page) => go({ ...query, page }),
    clampPage: (lastPage) => {
      if (query.page > lastPage) go({ ...query, page: lastPage }, true);
    },
    setSort: (sort, direction) => go({ ...query, sort, direction, page: 1 }),
    setPerPage: (size) => {
      storePerPage(size);
      go({ ...query, page: 1 });
    },
  };
}
