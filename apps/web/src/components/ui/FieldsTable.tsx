import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's header on a detail page: one row a field, its label beside its value. */
export function FieldsTable({
  rows,
  maw = 720,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  maw?: number;
}) {
  return (
    <Table withTableBorder withColumnBorders maw={maw}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={160}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
