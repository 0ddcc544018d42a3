import type { FilterKinds, FiltersOf, ListQuery, ListQueryDefinition } from './list-query.ts';
import { useListQuery, type ListQueryControls } from './use-list-query.ts';

/** The page, size and order of a list's search. */
type Paging<F extends FilterKinds, S extends string> = Omit<ListQuery<F, S>, 'filters'>;

/** The search input a list's state asks for: its filters, page, size and order. */
export type ListSearchInput<F extends FilterKinds, S extends string> = FiltersOf<F> & Paging<F, S>;

/** A list state as its search's input: the filters beside the page, size and order. */
export function listSearchInput<F extends FilterKinds, S extends string>({
  filters,
  ...paging
}: ListQuery<F, S>): ListSearchInput<F, S> {
  return { ...filters, ...paging };
}

type ListSearch<F extends FilterKinds, S extends string, Result> = {
  list: ListQueryControls<F, S>;
  search: Result;
};

/**
 * A list's state in the URL and its search of that state: `{ list, search }`, as ResourceList takes
 * them. `toInput` completes the filters where the search wants more (a default, the page's warehouse).
 */
export function useListSearch<F extends FilterKinds, S extends string, Result>(
  definition: ListQueryDefinition<F, S>,
  useSearch: (input: ListSearchInput<F, S>) => Result,
): ListSearch<F, S, Result>;
export function useListSearch<F extends FilterKinds, S extends string, Input, Result>(
  definition: ListQueryDefinition<F, S>,
  useSearch: (input: Input & Paging<F, S>) => Result,
  toInput: (filters: FiltersOf<F>) => Input,
): ListSearch<F, S, Result>;
export function useListSearch<F extends FilterKinds, S extends string, Result>(
  definition: ListQueryDefinition<F, S>,
  useSearch: (input: Paging<F, S>) => Result,
  toInput: (filters: FiltersOf<F>) => object = (filters) => filters,
): ListSearch<F, S, Result> {
  const list = useListQuery(definition);
  const { filters, ...paging } = list.query;
  return { list, search: useSearch({ ...toInput(filters), ...paging }) };
}
