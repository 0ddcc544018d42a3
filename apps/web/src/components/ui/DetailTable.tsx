import { Table, type TableProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { NumberTd, NumberTh } from './NumberCell.tsx';

/** One column of a detail page's table: its heading, its cell, and whether it holds a figure. */
export type DetailColumn<Row> = {
  title: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A quantity or amount: right-aligned in NumberTh / NumberTd. */
  number?: boolean;
};

type Props<Row> = Omit<TableProps, 'children'> & {
  rows: readonly Row[];
  columns: readonly DetailColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Shows データがありませんでした instead of a table with no rows (the page's history tables). */
  emptyState?: boolean;
};

/** A read-only table of a record's lines or history on a detail page, from column definitions. */
export function DetailTable<Row>({ rows, columns, rowKey, emptyState, ...table }: Props<Row>) {
  if (emptyState && rows.length === 0) return <EmptyState />;
  return (
    <Table withTableBorder withColumnBorders {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) =>
            column.number ? (
              <NumberTh key={index}>{column.title}</NumberTh>
            ) : (
              <Table.Th key={index}>{column.title}</Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, index) =>
              column.number ? (
                <NumberTd key={index}>{column.cell(row)}</NumberTd>
              ) : (
                <Table.Td key={index}>{column.cell(row)}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
