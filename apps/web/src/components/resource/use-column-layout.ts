import { useDataTableColumns, type DataTableColumn } from 'mantine-datatable';
import { useLocation } from 'react-router';

/** The local-storage key a list's column widths, order and visibility are kept under (per path). */
export function useColumnsKey(): string {
  return `logi:columns:${useLocation().pathname}`;
}

/** The 操作 column: always shown, always last, so not offered by the column picker. */
export const ACTIONS_ACCESSOR = '__actions';

export type PickableColumn = { accessor: string; title: string };

export type ColumnLayout = {
  /** The pickable columns in the person's order. */
  columns: PickableColumn[];
  isVisible: (accessor: string) => boolean;
  setVisible: (accessor: string, visible: boolean) => void;
  /** Moves a column one place up (-1) or down (+1) among the pickable ones. */
  move: (accessor: string, step: -1 | 1) => void;
  reset: () => void;
};

/** A column's name in the picker: its title when it is text (every list's are), else its key. */
const titleOf = <T>(column: DataTableColumn<T>) =>
  typeof column.title === 'string' ? column.title : String(column.accessor);

/** `order` with `accessor` swapped with its neighbour `step` places away; unchanged at an end. */
export function movedOrder(order: readonly string[], accessor: string, step: -1 | 1): string[] {
  const from = order.indexOf(accessor);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The person's choice of a list's columns — which are shown and in what order — kept by
 * mantine-datatable's own stores under the list's key, which ResourceTable's columns read too
 * (decision 047). `columns` are the list's, plus the 操作 column when the table has one.
 */
export function useColumnLayout<T>(columns: DataTableColumn<T>[]): ColumnLayout {
  const key = useColumnsKey();
  const stored = useDataTableColumns<T>({ key, columns });
  const titles = new Map(columns.map((column) => [String(column.accessor), titleOf(column)]));
  const pickable = stored.columnsOrder.filter(
    (accessor) => accessor !== ACTIONS_ACCESSOR && titles.has(accessor),
  );
  const fixed = stored.columnsOrder.filter((accessor) => !pickable.includes(accessor));
  const toggled = new Map(stored.columnsToggle.map((entry) => [entry.accessor, entry.toggled]));
  return {
    columns: pickable.map((accessor) => ({ accessor, title: titles.get(accessor)! })),
    isVisible: (accessor) => toggled.get(accessor) ?? true,
    setVisible: (accessor, visible) =>
      stored.setColumnsToggle(
        stored.columnsToggle.map((entry) =>
          entry.accessor === accessor ? { ...entry, toggled: visible } : entry,
        ),
      ),
    move: (accessor, step) =>
      stored.setColumnsOrder([...movedOrder(pickable, accessor, step), ...fixed]),
    reset: () => {
      stored.resetColumnsOrder();
      stored.resetColumnsToggle();
    },
  };
}
