import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { TEXTS } from '@logi/shared';
import type { ResourceColumn } from './ResourceTable.tsx';
import { ACTIONS_ACCESSOR } from './use-column-layout.ts';

/** What a row offers: 編集 (a link to its edit page) and 削除 (opens the 項目の削除 dialog). */
export type RowActions<T> = {
  editTo?: (row: T) => string;
  onDelete?: (row: T) => void;
};

/** 編集 and 削除 side by side: compact buttons keep a row one text line high (issue 29 §1). */
const ACTIONS_WIDTH = 120;

/** The 操作 column: its buttons are named by the visible text, the row tells which record. */
export function rowActionsColumn<T>(
  { editTo, onDelete }: RowActions<T>,
  rowLabel: (row: T) => string,
): ResourceColumn<T> {
  return {
    accessor: ACTIONS_ACCESSOR,
    title: '操作',
    textAlign: 'right',
    width: ACTIONS_WIDTH,
    render: (row) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {editTo ? (
          <Button
            component={Link}
            to={editTo(row)}
            size="compact-xs"
            variant="light"
            title={`${rowLabel(row)}を編集`}
          >
            {TEXTS.edit}
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
    ),
  };
}
