import { Table } from '@mantine/core';
import { RequiredBadge } from './RequiredBadge.tsx';

export interface CsvItemDescription {
  name: string;
  required: boolean;
  format: string;
  description: string;
}

/** Explains each column of a CSV upload: 項目名 / 必須 / 形式 / 説明 (spec §2). */
export function CsvItemDescriptionTable({ items }: { items: readonly CsvItemDescription[] }) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>項目名</Table.Th>
          <Table.Th ta="center" w={80}>
            必須
          </Table.Th>
          <Table.Th>形式</Table.Th>
          <Table.Th>説明</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.name}>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td ta="center">{item.required ? <RequiredBadge /> : null}</Table.Td>
            <Table.Td>{item.format}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-line' }}>{item.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
