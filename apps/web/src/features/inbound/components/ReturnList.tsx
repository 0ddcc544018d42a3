import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import {
  CUSTOMER_RETURN_SORT_FIELDS,
  formatReturnedAt,
  RETURN_CONDITION_LABELS,
  RETURN_CONDITION_VALUES,
  RETURN_REASONS,
  type CustomerReturnDto,
} from '@logi/shared';
import {
  choiceFilter,
  dateRangeFilter,
  defineListQuery,
  keywordFilter,
  masterFilter,
  searchFields,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { selectOptions } from '../../../components/ui/index.ts';
import { shopSource, warehouseSource } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { ReturnOrderCell } from './ReturnOrderCell.tsx';

export const RETURN_LIST = defineListQuery({
  filters: {
    keyword: 'text',
    dateFrom: 'text',
    dateTo: 'text',
    shopId: 'integer',
    warehouseId: 'integer',
    reason: RETURN_REASONS,
    condition: RETURN_CONDITION_VALUES,
  },
  sortFields: CUSTOMER_RETURN_SORT_FIELDS,
  defaultSort: 'returned_at',
  defaultDirection: 'desc',
});
type ReturnFilters = FiltersOf<typeof RETURN_LIST.filters>;

export const RETURN_COLUMNS: ResourceColumn<CustomerReturnDto>[] = [
  {
    accessor: 'returnNumber',
    title: '返品番号',
    sortable: true,
    sortKey: 'return_number',
    render: (row) => (
      <Anchor component={Link} to={paths.customerReturns.detail(row.id)}>
        {row.returnNumber}
      </Anchor>
    ),
  },
  {
    accessor: 'orderNumber',
    title: '受注番号',
    render: (row) => <ReturnOrderCell record={row} />,
  },
  { accessor: 'shopName', title: 'ショップ', render: (row) => row.shopName ?? '—' },
  { accessor: 'warehouseName', title: '倉庫' },
  {
    accessor: 'returnedAt',
    title: '返品日時',
    sortable: true,
    sortKey: 'returned_at',
    render: (row) => formatReturnedAt(row),
  },
  { accessor: 'reason', title: '返品理由' },
  { accessor: 'goodTotal', title: RETURN_CONDITION_LABELS.good, textAlign: 'right' },
  { accessor: 'defectiveTotal', title: RETURN_CONDITION_LABELS.defective, textAlign: 'right' },
];

export const returnSearchFields = searchFields<ReturnFilters>(
  keywordFilter('返品番号・受注番号', 220),
  dateRangeFilter('返品日', 'dateFrom', 'dateTo'),
  masterFilter('shopId', 'ショップ', shopSource, 200),
  masterFilter('warehouseId', '倉庫', warehouseSource, 200),
  choiceFilter('reason', '返品理由', [...RETURN_REASONS], 160),
  choiceFilter(
    'condition',
    '状態',
    selectOptions(RETURN_CONDITION_VALUES, (value) => RETURN_CONDITION_LABELS[value]),
    140,
  ),
);
