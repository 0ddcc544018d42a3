import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NumberTd, NumberTh } from '../ui/index.ts';

type Props<Line extends { productCode: string }> = {
  /** The column titles before 削除. */
  headers: string[];
  /** The titles of the columns holding a quantity: right-aligned. */
  numeric?: readonly string[];
  lines: Line[];
  rowKey: (line: Line, index: number) => string | number;
  /** The row's cells, one per header. */
  cells: (line: Line, index: number) => ReactNode[];
  onRemove: (index: number) => void;
  /** The form's error for the lines as a whole (e.g. none added). */
  error?: ReactNode;
};

/** A form's product lines (入荷明細, 返品明細): its cells per line and a 削除 button each. */
export function LinesTable<Line extends { productCode: string }>({
  headers,
  numeric = [],
  lines,
  rowKey,
  cells,
  onRemove,
  error,
}: Props<Line>) {
  return (
    <>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) =>
              numeric.includes(header) ? (
                <NumberTh key={header}>{header}</NumberTh>
              ) : (
                <Table.Th key={header}>{header}</Table.Th>
              ),
            )}
            <Table.Th>削除</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={rowKey(line, index)}>
              {cells(line, index).map((cell, column) => {
                const header = headers[column]!;
                return numeric.includes(header) ? (
                  <NumberTd key={header}>{cell}</NumberTd>
                ) : (
                  <Table.Td key={header}>{cell}</Table.Td>
                );
              })}
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${line.productCode}を削除`}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
