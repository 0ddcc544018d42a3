import { PAGE_TITLES, recordNotices } from '@logi/shared';
import type { FilterKinds, ListQueryDefinition } from '../../lib/list/list-query.ts';
import { useListSearch, type ListSearchInput } from '../../lib/list/use-list-search.ts';
import { paths } from '../../lib/paths.ts';
import { ResourceList, type ResourceListProps } from './ResourceList.tsx';
import type { ResourceColumn } from './ResourceTable.tsx';

/** The masters with a plain list page: PAGE_TITLES, paths and recordNotices all know them. */
export type MasterListKind =
  'shops' | 'vendors' | 'suppliers' | 'warehouses' | 'warehouseGroups' | 'products' | 'appSettings';

type Named = { id: number; name: string };
type Props<T extends Named, F extends FilterKinds, S extends string> = ResourceListProps<T, F, S>;

/** What a master list shows: its URL query, its columns and its search form's fields. */
export type MasterListView<T extends Named, F extends FilterKinds, S extends string> = {
  query: ListQueryDefinition<F, S>;
  columns: ResourceColumn<T>[];
  fields: NonNullable<Props<T, F, S>['searchForm']>['fields'];
};

type MasterCalls<T extends Named, F extends FilterKinds, S extends string> = {
  endpoints: { export: { path: string } };
  useSearch: (search: ListSearchInput<F, S>) => Props<T, F, S>['search'];
  useDestroy: () => { mutateAsync: (id: number) => Promise<unknown> };
};

/**
 * A master list's ResourceList props: the search of its URL state, and from its kind where 新規登録
 * and 編集 lead, what 削除 says, the search form's name and the CSV's fallback name.
 */
export function useMasterListProps<T extends Named, F extends FilterKinds, S extends string>(
  kind: MasterListKind,
  view: MasterListView<T, F, S>,
  { endpoints, useSearch, useDestroy }: MasterCalls<T, F, S>,
): Props<T, F, S> {
  const { list, search } = useListSearch(view.query, useSearch);
  const destroy = useDestroy();
  const { deleted, searchLabel } = recordNotices(kind);
  return {
    list,
    search,
    columns: view.columns,
    rowLabel: (row) => row.name,
    searchForm: { label: searchLabel, fields: view.fields },
    registerTo: paths[kind].register(),
    editTo: (row) => paths[kind].edit(row.id),
    remove: { run: (row) => destroy.mutateAsync(row.id), done: deleted },
    csv: { url: endpoints.export.path, fallbackName: `${PAGE_TITLES[kind].list}.csv` },
  };
}

/** A master's list page: the kit's list with its search, 新規登録, 編集, 削除 and CSV export. */
export function listPageOf<T extends Named, F extends FilterKinds, S extends string>(
  kind: MasterListKind,
  view: MasterListView<T, F, S>,
  calls: MasterCalls<T, F, S>,
) {
  return function MasterListPage() {
    return <ResourceList {...useMasterListProps(kind, view, calls)} />;
  };
}
