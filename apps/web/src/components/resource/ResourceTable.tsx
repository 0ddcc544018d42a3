import 'mantine-datatable/styles.css';
import './resource-table.css';
import {
  DataTable,
  getValueAtPath,
  useDataTableColumns,
  type DataTableColumn,
  type DataTableRowExpansionProps,
} from 'mantine-datatable';
import { PER_PAGE_OPTIONS, TEXTS, type Page } from '@logi/shared';
import type { SortDirection } from '../../lib/list/list-query.ts';
import { pagedTableProps } from './paging-props.ts';
import { rowActionsColumn, type RowActions } from './RowActionButtons.tsx';
import { SortableTitle } from './SortableTitle.tsx';
import { useColumnsKey } from './use-column-layout.ts';

/** A column of a resource list: a mantine-datatable column; `sortKey` is the server's sort field. */
export type ResourceColumn<T> = DataTableColumn<T> & { sortKey?: string };

export type ResourceTableProps<T extends { id: number }> = {
  page: Page<T>;
  columns: ResourceColumn<T>[];
  sort: string;
  direction: SortDirection;
  onSortChange: (sort: string, direction: SortDirection) => void;
  onPageChange: (page: number) => void;
  /** 表示件数 (20 / 50 / 100): the list keeps the choice (useListQuery). */
  onPerPageChange?: (perPage: number) => void;
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

// A plain text cell wider than this ends in … and shows its whole text on hover.
const TEXT_CELL_MAX_WIDTH = 260;

/**
 * One line per row (issue 29 §1): rendered cells (dates, amounts, codes, badges) never wrap; plain
 * text cells truncate with their full text as a title. Every column can be resized (kept per list).
 */
function denseColumn<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  // Hidden and moved by our ColumnPicker: the library's drag handles and header menu fail axe (047).
  const movable = { resizable: true };
  if (column.render || column.ellipsis || column.noWrap) {
    return {
      ...movable,
      ...column,
      noWrap: column.ellipsis ? undefined : true,
    } as DataTableColumn<T>;
  }
  const accessor = String(column.accessor);
  return {
    ...movable,
    ellipsis: true,
    cellsStyle: () => ({ maxWidth: TEXT_CELL_MAX_WIDTH }),
    customCellAttributes: (row: T) => ({ title: String(getValueAtPath(row, accessor) ?? '') }),
    ...column,
  } as DataTableColumn<T>;
}

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
  onPerPageChange,
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
  const dense = shown.map((column) => denseColumn(column));
  const withActions = actions ? [...dense, rowActionsColumn(actions, rowLabel)] : dense;
  // Widths, order and shown columns are kept per list in local storage (the library's stores).
  const storageKey = useColumnsKey();
  const { effectiveColumns } = useDataTableColumns<T>({ key: storageKey, columns: withActions });
  const pageSizeProps = onPerPageChange
    ? {
        recordsPerPageOptions: [...PER_PAGE_OPTIONS],
        onRecordsPerPageChange: onPerPageChange,
        recordsPerPageLabel: TEXTS.perPage,
      }
    : {};
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
      verticalSpacing={4}
      fz="sm"
      storeColumnsKey={storageKey}
      minHeight={page.data.length === 0 ? 160 : undefined}
      {...pagedTableProps(page, onPageChange, fetching)}
      columns={effectiveColumns}
      {...pageSizeProps}
      rowExpansion={rowExpansion}
      {...selectionProps}
    />
  );
}
