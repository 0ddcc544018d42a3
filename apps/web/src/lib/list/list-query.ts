/**
 * A list page's state in the URL query (?keyword=…&page=2&sort=name&direction=asc), so a reload,
 * the back button or a shared link shows the same filters, page and order. Pure functions here;
 * use-list-query.ts binds them to React Router.
 */
import { SEARCH_PER_PAGE_DEFAULT } from '@logi/shared';

/**
 * How a filter is written in the URL; it decides the filter's value type. An array is an enum: the
 * filter is one of its values (anything else in the URL reads as "any").
 */
export type FilterKind = 'text' | 'boolean' | 'integer' | 'list' | readonly string[];

type ValueOf<K extends FilterKind> = K extends readonly (infer V)[]
  ? V | null
  : K extends 'text'
    ? string | null
    : K extends 'boolean'
      ? boolean | null
      : K extends 'integer'
        ? number | null
        : string[];

export type FilterKinds = Record<string, FilterKind>;
/** The filter values of a list: null (or []) is "any". */
export type FiltersOf<F extends FilterKinds> = { [K in keyof F]: ValueOf<F[K]> };

export type SortDirection = 'asc' | 'desc';

/** What a list page declares: its filters, the sort fields the server accepts, the defaults. */
export type ListQueryDefinition<F extends FilterKinds, S extends string> = {
  filters: F;
  sortFields: readonly S[];
  defaultSort: S;
  defaultDirection: SortDirection;
  perPage: number;
};

export type ListQuery<F extends FilterKinds, S extends string> = {
  filters: FiltersOf<F>;
  page: number;
  perPage: number;
  sort: S;
  direction: SortDirection;
};

// Query keys of the paging and sorting; a filter cannot take these names.
const PAGE = 'page';
const SORT = 'sort';
const DIRECTION = 'direction';
const PAGE_MAX = 1_000_000;

function readFilter(kind: FilterKind, params: URLSearchParams, key: string): unknown {
  if (kind === 'list') return params.getAll(key).filter((value) => value !== '');
  const raw = params.get(key);
  if (raw === null || raw === '') return null;
  if (kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : null;
  if (kind === 'integer') return /^-?\d{1,10}$/.test(raw) ? Number(raw) : null;
  if (typeof kind !== 'string') return kind.includes(raw) ? raw : null;
  return raw;
}

/** What a list declares; unsaid, it runs ascending, SEARCH_PER_PAGE_DEFAULT rows a page. */
type ListQueryDeclaration<F extends FilterKinds, S extends string> = {
  filters: F;
  sortFields: readonly S[];
  defaultSort: S;
  defaultDirection?: SortDirection;
  perPage?: number;
};

/** A list's definition, with its filter and sort names inferred (declare it outside the component). */
export const defineListQuery = <const F extends FilterKinds, const S extends string>(
  declaration: ListQueryDeclaration<F, S>,
): ListQueryDefinition<F, S> => ({
  defaultDirection: 'asc',
  perPage: SEARCH_PER_PAGE_DEFAULT,
  ...declaration,
});

/** The empty filters of a definition: every filter "any". */
export function emptyFilters<F extends FilterKinds>(kinds: F): FiltersOf<F> {
  const entries = Object.entries(kinds).map(([key, kind]) => [key, kind === 'list' ? [] : null]);
  return Object.fromEntries(entries) as FiltersOf<F>;
}

/** The list state a URL query stands for; anything unusable falls back to its default. */
export function readListQuery<F extends FilterKinds, S extends string>(
  definition: ListQueryDefinition<F, S>,
  params: URLSearchParams,
): ListQuery<F, S> {
  const filters = Object.fromEntries(
    Object.entries(definition.filters).map(([key, kind]) => [key, readFilter(kind, params, key)]),
  ) as FiltersOf<F>;
  const rawPage = params.get(PAGE) ?? '';
  const page = /^[1-9]\d{0,6}$/.test(rawPage) ? Math.min(Number(rawPage), PAGE_MAX) : 1;
  const rawSort = params.get(SORT);
  const sort = definition.sortFields.find((field) => field === rawSort) ?? definition.defaultSort;
  const rawDirection = params.get(DIRECTION);
  const direction =
    rawDirection === 'asc' || rawDirection === 'desc' ? rawDirection : definition.defaultDirection;
  return { filters, page, perPage: definition.perPage, sort, direction };
}

/** The URL query of a list state: only what differs from the defaults, so plain URLs stay plain. */
export function writeListQuery<F extends FilterKinds, S extends string>(
  definition: ListQueryDefinition<F, S>,
  query: Omit<ListQuery<F, S>, 'perPage'>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(definition.filters)) {
    const value: unknown = query.filters[key];
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      params.append(key, String(item));
    }
  }
  if (query.page !== 1) params.set(PAGE, String(query.page));
  if (query.sort !== definition.defaultSort) params.set(SORT, query.sort);
  if (query.direction !== definition.defaultDirection) params.set(DIRECTION, query.direction);
  return params;
}
