import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDirection } from '../../lib/list/list-query.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const DIRECTION_TEXT = { asc: '昇順', desc: '降順' } as const;

type Props = {
  title: ReactNode;
  /** The column's direction when it is the sorted one, else null. */
  direction: SortDirection | null;
  onSort: (direction: SortDirection) => void;
};

/**
 * A sortable column's header: a real button inside the header cell (mantine-datatable's own turns
 * the cell into a button, which loses the column header), and aria-sort on the cell.
 */
export function SortableTitle({ title, direction, onSort }: Props) {
  const Icon =
    direction === null ? IconSelector : direction === 'asc' ? IconChevronUp : IconChevronDown;
  const next: SortDirection = direction === 'asc' ? 'desc' : 'asc';
  return (
    <UnstyledButton
      fw={700}
      fz="sm"
      onClick={() => onSort(next)}
      title={`${DIRECTION_TEXT[next]}で並べ替え`}
      // aria-sort belongs on the header cell, which the table library renders.
      ref={(node) => {
        const cell = node?.closest('th');
        if (!cell) return;
        if (direction) cell.setAttribute('aria-sort', ARIA_SORT[direction]);
        else cell.removeAttribute('aria-sort');
      }}
    >
      <Group gap={4} wrap="nowrap">
        {title}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
