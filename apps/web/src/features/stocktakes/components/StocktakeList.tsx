import { Badge } from '@mantine/core';
import {
  formatDateTime,
  STOCKTAKE_STATUSES,
  type StocktakeDto,
  type StocktakeStatus,
} from '@logi/shared';
import {
  defineListQuery,
  quantityColumn,
  type ResourceColumn,
} from '../../../components/resource/index.ts';

export const STOCKTAKE_LIST = defineListQuery({
  filters: { status: ['counting', 'applied', 'cancelled'] as const },
  sortFields: ['started_at'] as const,
  defaultSort: 'started_at',
  defaultDirection: 'desc',
});

const STATUS_COLORS: Record<StocktakeStatus, string> = {
  counting: 'blue',
  applied: 'teal',
  cancelled: 'gray',
};

/** 棚卸中 / 確定済 / 中止 as a badge. */
export const StocktakeStatusBadge = ({ status }: { status: StocktakeStatus }) => (
  <Badge color={STATUS_COLORS[status]} variant="light">
    {STOCKTAKE_STATUSES[status]}
  </Badge>
);

export const STOCKTAKE_COLUMNS: ResourceColumn<StocktakeDto>[] = [
  { accessor: 'id', title: 'No.', textAlign: 'right' },
  {
    accessor: 'warehouseCode',
    title: '倉庫',
    render: (row) => `${row.warehouseCode} ${row.warehouseName}`,
  },
  {
    accessor: 'status',
    title: '状態',
    render: (row) => <StocktakeStatusBadge status={row.status} />,
  },
  {
    accessor: 'productFilter',
    title: '対象',
    render: (row) =>
      [row.locationFilter, row.productFilter ?? '全商品'].filter(Boolean).join(' / '),
  },
  quantityColumn('lineCount', '商品数'),
  quantityColumn('countedCount', '入力済'),
  quantityColumn('differenceCount', '差異あり'),
  {
    accessor: 'startedAt',
    title: '開始日時',
    sortable: true,
    sortKey: 'started_at',
    render: (row) => formatDateTime(row.startedAt),
  },
  { accessor: 'startedBy', title: '開始者', render: (row) => row.startedBy ?? '' },
];
