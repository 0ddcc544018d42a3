import { Text } from '@mantine/core';
import {
  formatDateTime,
  STOCK_MOVEMENT_KINDS,
  type Page,
  type StockMovementDto,
} from '@logi/shared';
import { DataTable } from 'mantine-datatable';
import { pagedTableProps, quantityColumn } from '../../../components/resource/index.ts';

const signed = (value: number) =>
  value > 0 ? `+${value.toLocaleString('ja-JP')}` : value.toLocaleString('ja-JP');

/** 在庫履歴: each ledger row, newest first, paged on the server. */
export function StockHistoryTable({
  page,
  fetching,
  onPageChange,
}: {
  page: Page<StockMovementDto>;
  fetching: boolean;
  onPageChange: (page: number) => void;
}) {
  return (
    <DataTable<StockMovementDto>
      aria-label="在庫履歴"
      withTableBorder
      borderRadius="sm"
      striped
      minHeight={page.data.length === 0 ? 120 : undefined}
      {...pagedTableProps(page, onPageChange, fetching)}
      columns={[
        { accessor: 'createdAt', title: '日時', render: (row) => formatDateTime(row.createdAt) },
        { accessor: 'kind', title: '区分', render: (row) => STOCK_MOVEMENT_KINDS[row.kind] },
        {
          accessor: 'onHandDelta',
          title: '実在庫増減',
          textAlign: 'right',
          render: (row) => signed(row.onHandDelta),
        },
        quantityColumn<StockMovementDto>('onHandAfter', '実在庫数'),
        quantityColumn<StockMovementDto>('allocatedAfter', '引当数'),
        quantityColumn<StockMovementDto>('nonSellableAfter', '非販売在庫数'),
        { accessor: 'reason', title: '理由', render: (row) => row.reason ?? '—' },
        {
          accessor: 'note',
          title: '備考',
          render: (row) => (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {row.note ?? '—'}
            </Text>
          ),
        },
        { accessor: 'userName', title: '担当者', render: (row) => row.userName ?? 'システム' },
      ]}
    />
  );
}
