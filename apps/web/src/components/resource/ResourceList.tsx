import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import type { Page } from '@logi/shared';
import type { FilterKinds, FiltersOf } from '../../lib/list/list-query.ts';
import type { ListQueryControls } from '../../lib/list/use-list-query.ts';
import {
  DeleteConfirmDialog,
  ErrorPanel,
  QueryState,
  RegisterButton,
  TableSkeleton,
  type QueryLike,
} from '../ui/index.ts';
import { ColumnPicker } from './ColumnPicker.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { ListSearchForm } from './ListSearchForm.tsx';
import { ResourceTable, type ResourceColumn, type ResourceTableProps } from './ResourceTable.tsx';
import { rowActionsColumn, type RowActions } from './RowActionButtons.tsx';
import { useColumnLayout } from './use-column-layout.ts';

export type ResourceListProps<T extends { id: number }, F extends FilterKinds, S extends string> = {
  /** The URL-bound list state (useListQuery). */
  list: ListQueryControls<F, S>;
  /** The search query of the current list state (a TanStack query with keepPreviousData). */
  search: QueryLike<Page<T>> & { isFetching: boolean };
  columns: ResourceColumn<T>[];
  /** How a row is named in labels and the delete dialog (its name or code). */
  rowLabel: (row: T) => string;
  /** The search form: its accessible name and fields (given the draft and a change function). */
  searchForm?: {
    label: string;
    fields: (draft: FiltersOf<F>, change: (patch: Partial<FiltersOf<F>>) => void) => ReactNode;
  };
  /** 新規登録's target. */
  registerTo?: string;
  /** 編集's target; null for a row past editing (it shows 詳細 when `detailTo` is given). */
  editTo?: (row: T) => string | null;
  /** 詳細's target: a record read, not edited (or a row past editing). */
  detailTo?: (row: T) => string;
  /** 削除: runs the delete (e.g. `mutateAsync`), then says `done` (e.g. ショップを削除しました). */
  remove?: { run: (row: T) => Promise<unknown>; done: string };
  /** 「CSV出力」: the export endpoint; the body is the list's filters and order. */
  csv?: { url: string; fallbackName: string };
  /** Row checkboxes and what to do with the checked rows (buttons beside 新規登録). */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Rows that open to show more beneath them. */
  rowExpansion?: ResourceTableProps<T>['rowExpansion'];
  /** Above the search form: e.g. a switch between two views of the list. */
  header?: ReactNode;
  /** The page's own buttons, on the search form's row (e.g. 受注CSV取込). */
  pageActions?: ReactNode;
};

/**
 * A whole list page below its title (docs/new-feature.md "Using the kit"): the search form, the
 * count, 新規登録 and 「CSV出力」, the table with paging, sorting, row actions and selection, the
 * skeleton, the empty state and the error panel — all bound to the URL query.
 */
export function ResourceList<T extends { id: number }, F extends FilterKinds, S extends string>({
  list,
  search,
  columns,
  rowLabel,
  searchForm,
  registerTo,
  editTo,
  detailTo,
  remove,
  csv,
  bulkActions,
  rowExpansion,
  header,
  pageActions,
}: ResourceListProps<T, F, S>) {
  const { query } = list;
  const [deleting, setDeleting] = useState<T | null>(null);
  const [removing, setRemoving] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  // Checked rows belong to the page on screen: another page, order or search starts with none.
  const listKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ listKey: string; rows: T[] }>({ listKey, rows: [] });
  const selected = selection.listKey === listKey ? selection.rows : [];
  const setSelected = (update: T[] | ((rows: T[]) => T[])) =>
    setSelection({ listKey, rows: typeof update === 'function' ? update(selected) : update });

  // A page emptied by a delete (or a shrinking result) falls back to the last page that exists.
  const lastPage = search.data?.lastPage;
  useEffect(() => {
    if (lastPage !== undefined) list.clampPage(lastPage);
  }, [lastPage, list]);

  const actions: RowActions<T> | undefined =
    editTo || detailTo || remove
      ? { editTo, detailTo, onDelete: remove ? setDeleting : undefined }
      : undefined;
  // The same columns as the table's (操作 included): both read one kept layout.
  const layout = useColumnLayout(
    actions ? [...columns, rowActionsColumn(actions, rowLabel)] : columns,
  );

  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    setRemoving(true);
    setActionError(null);
    try {
      await remove.run(deleting);
      notifications.show({ color: 'teal', message: remove.done });
      setSelected((rows) => rows.filter((row) => row.id !== deleting.id));
    } catch (error) {
      setActionError(error);
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  const { filters, sort, direction } = query;
  // The search form and the action bar share one row while they fit: the rows start high (§1).
  return (
    <Stack gap="xs">
      {header}
      <Group justify="space-between" align="flex-end" gap="sm">
        {searchForm ? (
          <ListSearchForm
            key={JSON.stringify(filters)}
            label={searchForm.label}
            filters={filters}
            loading={search.isFetching}
            onSearch={list.setFilters}
          >
            {searchForm.fields}
          </ListSearchForm>
        ) : null}
        {pageActions ? <Group gap="sm">{pageActions}</Group> : null}
        <Group gap="xs" ml="auto" className="list-toolbar">
          <Text size="sm" c="dimmed" aria-live="polite">
            {search.data ? `${search.data.total}件` : ''}
          </Text>
          {bulkActions ? bulkActions(selected, () => setSelected([])) : null}
          {csv ? (
            <CsvExportButton
              url={csv.url}
              body={{ ...filters, sort, direction }}
              fallbackName={csv.fallbackName}
              onError={setActionError}
            />
          ) : null}
          {registerTo ? <RegisterButton to={registerTo} /> : null}
          <ColumnPicker layout={layout} />
        </Group>
      </Group>
      <ErrorPanel error={actionError} />
      <QueryState
        query={search}
        skeleton={<TableSkeleton columns={Math.min(columns.length + 1, 6)} />}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <ResourceTable
            page={data}
            columns={columns}
            sort={sort}
            direction={direction}
            onSortChange={(nextSort, nextDirection) => list.setSort(nextSort as S, nextDirection)}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            fetching={search.isFetching}
            rowLabel={rowLabel}
            actions={actions}
            selection={bulkActions ? { selected, onChange: setSelected } : undefined}
            rowExpansion={rowExpansion}
          />
        )}
      </QueryState>
      <DeleteConfirmDialog
        opened={deleting !== null}
        message={deleting ? `「${rowLabel(deleting)}」を削除しますか？` : ''}
        loading={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
