import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { TEXTS } from '@logi/shared';
import type { ResourceColumn } from './ResourceTable.tsx';
import { ACTIONS_ACCESSOR } from './use-column-layout.ts';

/**
 * What a row offers: 編集 (a link to its edit page), else 詳細 (a link to read a record that
 * cannot be edited, or has no form), and 削除 (opens the 項目の削除 dialog).
 */
export type RowActions<T> = {
  /** null: this row is past editing (it gets 詳細 when `detailTo` is given). */
  editTo?: (row: T) => string | null;
  detailTo?: (row: T) => string;
  onDelete?: (row: T) => void;
};

/** 編集 and 削除 side by side: compact buttons keep a row one text line high (issue 29 §1). */
const ACTIONS_WIDTH = 120;

/** The 操作 column: its buttons are named by the visible text, the row tells which record. */
export function rowActionsColumn<T>(
  { editTo, detailTo, onDelete }: RowActions<T>,
  rowLabel: (row: T) => string,
): ResourceColumn<T> {
  return {
    accessor: ACTIONS_ACCESSOR,
    title: '操作',
    textAlign: 'right',
    width: ACTIONS_WIDTH,
    render: (row) => {
      const edit = editTo?.(row) ?? null;
      const link = edit
        ? { to: edit, text: TEXTS.edit, title: `${rowLabel(row)}を編集` }
        : detailTo
          ? { to: detailTo(row), text: TEXTS.detail, title: `${rowLabel(row)}の詳細` }
          : null;
      return (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {link ? (
            <Button
              component={Link}
              to={link.to}
              size="compact-xs"
              variant="light"
              title={link.title}
            >
              {link.text}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={(event) => {
                // The row itself may react to clicks (selection); the button is the whole action.
                event.stopPropagation();
                onDelete(row);
              }}
              title={`${rowLabel(row)}を削除`}
            >
              {TEXTS.delete}
            </Button>
          ) : null}
        </Group>
      );
    },
  };
}
