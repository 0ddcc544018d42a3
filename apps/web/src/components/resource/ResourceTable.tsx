import 'mantine-datatable/styles.css';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowExpansionProps,
} from 'mantine-datatable';
import type { Page } from '@logi/shared';
import type { SortDirection } from '../../lib/list/list-query.ts';
import { rowActionsColumn, type RowActions } from './RowActionButtons.tsx';
import { SortableTitle } from './SortableTitle.tsx';

/** A column of a resource list: a mantine-datatable column; `sortKey` is the server's sort field. */
export type ResourceColumn<T> = DataTableColumn<T> & { sortKey?: string };

export type ResourceTableProps<T extends { id: number }> = {
  page: Page<T>;
  columns: ResourceColumn<T>[];
  sort: string;
  direction: SortDirection;
  onSortChange: (sort: string, direction: SortDirection) => void;
  onPageChange: (page: number) => void;
  /** A newer page is loading: the table dims under a loader, the rows stay. */
  fetching?: boolean;
  /** How a row is named to screen readers and in the delete dialog (e.g. its name). */
  rowLabel: (row: T) => string;
  actions?: RowActions<T>;
  /** Row checkboxes for bulk actions. */
  selection?: { selected: T[]; onChange: (rows: T[]) => void };
  /** Rows that open to show more beneath them (a product's warehouses). */
  rowExpansion?: DataTableRowExpansionProps<T>;
};

const PAGINATION_LABELS: Record<string, string> = {
  first: '最初のページ',
  last: '最後のページ',
  previous: '前のページ',
  next: '次のページ',
};

/**
 * One page of a server-paged, server-sorted list (mantine-datatable, docs/decisions/016): sortable
 * headers (SortableTitle), 件数 and paging under the rows, optional row checkboxes and 編集/削除 per row.
 */
export function ResourceTable<T extends { id: number }>({
  page,
  columns,
  sort,
  direction,
  onSortChange,
  onPageChange,
  fetching = false,
  rowLabel,
  actions,
  selection,
  rowExpansion,
}: ResourceTableProps<T>) {
  // Sorting is drawn here, not by the library (see SortableTitle); the server sorts.
  const shown = columns.map(({ sortable, sortKey, ...column }) => {
    if (!sortable) return column;
    const key = sortKey ?? String(column.accessor);
    return {
      ...column,
      title: (
        <SortableTitle
          title={column.title ?? String(column.accessor)}
          direction={key === sort ? direction : null}
          onSort={(next) => onSortChange(key, next)}
        />
      ),
    };
  });
  const allColumns = actions ? [...shown, rowActionsColumn(actions, rowLabel)] : shown;
  const selectionProps = selection
    ? {
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        allRecordsSelectionCheckboxProps: { 'aria-label': 'このページの行をすべて選択' },
        getRecordSelectionCheckboxProps: (row: T) => ({ 'aria-label': `${rowLabel(row)}を選択` }),
      }
    : {};

  return (
    <DataTable<T>
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={page.data.length === 0 ? 160 : undefined}
      records={page.data}
      idAccessor="id"
      columns={allColumns}
      fetching={fetching}
      loadingText="読み込み中"
      noRecordsText="データがありませんでした"
      page={page.currentPage}
      onPageChange={onPageChange}
      totalRecords={page.total}
      recordsPerPage={page.perPage}
      paginationText={({ from, to, totalRecords }) => `${totalRecords}件中 ${from}〜${to}件`}
      getPaginationControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
      getPaginationItemProps={(number) => ({ 'aria-label': `${number}ページ目` })}
      rowExpansion={rowExpansion}
      {...selectionProps}
    />
  );
}
