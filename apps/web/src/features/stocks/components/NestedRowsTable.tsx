import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type NestedRowsTableProps = {
  /** The table's name for screen readers (whose rows these are). */
  label: string;
  /** What the dimmed line says when there are no rows. */
  emptyText: string;
  empty: boolean;
  children: ReactNode;
};

/** The small table beneath an opened list row (a product's warehouses, a day's lots). */
export function NestedRowsTable({ label, emptyText, empty, children }: NestedRowsTableProps) {
  if (empty) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table withRowBorders={false} verticalSpacing={4} ml="xl" w="auto" aria-label={label}>
      {children}
    </Table>
  );
}
