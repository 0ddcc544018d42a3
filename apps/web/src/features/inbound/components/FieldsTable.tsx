import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's header on a detail page: one row a field, its label beside its value. */
export function FieldsTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table withTableBorder withColumnBorders maw={720}>
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
