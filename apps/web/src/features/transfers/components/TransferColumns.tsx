import { Badge } from '@mantine/core';
import {
  formatDateTime,
  TRANSFER_LABELS as L,
  TRANSFER_STATUS_VALUES,
  TRANSFER_STATUSES,
  type TransferDto,
  type TransferStatus,
} from '@logi/shared';
import {
  defineListQuery,
  quantityColumn,
  type ResourceColumn,
} from '../../../components/resource/index.ts';

export const TRANSFER_LIST = defineListQuery({
  filters: { status: TRANSFER_STATUS_VALUES },
  sortFields: ['number', 'created_at'] as const,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
});

const STATUS_COLORS: Record<TransferStatus, string> = {
  in_transit: 'blue',
  partial: 'orange',
  completed: 'teal',
  cancelled: 'gray',
};

/** 移動中 / 一部入荷 / 完了 / キャンセル as a badge. */
export const TransferStatusBadge = ({ status }: { status: TransferStatus }) => (
  <Badge color={STATUS_COLORS[status]} variant="light">
    {TRANSFER_STATUSES[status]}
  </Badge>
);

export const TRANSFER_COLUMNS: ResourceColumn<TransferDto>[] = [
  { accessor: 'number', title: L.number, sortable: true, sortKey: 'number' },
  {
    accessor: 'status',
    title: L.status,
    render: (row) => <TransferStatusBadge status={row.status} />,
  },
  { accessor: 'sourceWarehouseName', title: L.source },
  { accessor: 'destinationWarehouseName', title: L.destination },
  quantityColumn('lineCount', '商品数'),
  quantityColumn('quantity', L.quantity),
  quantityColumn('inTransitQuantity', L.inTransit),
  {
    accessor: 'createdAt',
    title: L.createdAt,
    sortable: true,
    sortKey: 'created_at',
    render: (row) => formatDateTime(row.createdAt),
  },
  { accessor: 'createdBy', title: L.createdBy, render: (row) => row.createdBy ?? '' },
];
