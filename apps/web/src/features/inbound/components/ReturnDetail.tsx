import { Stack } from '@mantine/core';
import { formatReturnedAt, RETURN_CONDITION_LABELS, type CustomerReturnDto } from '@logi/shared';
import type { ReactNode } from 'react';
import { DetailTable, FieldsTable, type DetailColumn } from '../../../components/ui/index.ts';
import { ReturnOrderCell } from './ReturnOrderCell.tsx';

const LINE_COLUMNS: DetailColumn<CustomerReturnDto['lines'][number]>[] = [
  { title: '商品コード', cell: (line) => line.productCode },
  { title: '商品名', cell: (line) => line.productName },
  { title: '数量', number: true, cell: (line) => line.quantity },
  { title: '状態', cell: (line) => RETURN_CONDITION_LABELS[line.condition] },
];

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
      <DetailTable rows={record.lines} columns={LINE_COLUMNS} rowKey={(line) => line.id} />
    </Stack>
  );
}
