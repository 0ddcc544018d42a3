import { Stack, Table } from '@mantine/core';
import { formatReturnedAt, RETURN_CONDITION_LABELS, type CustomerReturnDto } from '@logi/shared';
import type { ReactNode } from 'react';
import { FieldsTable, NumberTd, NumberTh } from '../../../components/ui/index.ts';
import { ReturnOrderCell } from './ReturnOrderCell.tsx';

/** 返品実績詳細's body: the return's fields, then its lines. */
export function ReturnDetail({ record }: { record: CustomerReturnDto }) {
  const rows: [string, ReactNode][] = [
    ['返品番号', record.returnNumber],
    ['受注番号', <ReturnOrderCell key="order" record={record} />],
    ['ショップ', record.shopName ?? '—'],
    ['倉庫', record.warehouseName],
    ['返品日時', formatReturnedAt(record)],
    ['返品理由', record.reason],
    ['備考', record.note ?? '—'],
  ];
  return (
    <Stack gap="lg">
      <FieldsTable rows={rows} />
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商品コード</Table.Th>
            <Table.Th>商品名</Table.Th>
            <NumberTh>数量</NumberTh>
            <Table.Th>状態</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {record.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <NumberTd>{line.quantity}</NumberTd>
              <Table.Td>{RETURN_CONDITION_LABELS[line.condition]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
