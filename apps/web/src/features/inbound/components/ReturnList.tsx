import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import {
  CUSTOMER_RETURN_SORT_FIELDS,
  formatReturnedAt,
  RETURN_CONDITION_LABELS,
  RETURN_CONDITION_VALUES,
  RETURN_REASONS,
  type CustomerReturnDto,
  type ReturnCondition,
  type ReturnReason,
} from '@logi/shared';
import {
  defineListQuery,
  KeywordField,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateRangeFields, RemoteSelect, SelectField } from '../../../components/ui/index.ts';
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
  perPage: 20,
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

export function ReturnSearchFields({
  draft,
  change,
}: {
  draft: ReturnFilters;
  change: (patch: Partial<ReturnFilters>) => void;
}) {
  return (
    <Group align="flex-end">
      <KeywordField
        value={draft.keyword}
        onChange={(keyword) => change({ keyword })}
        placeholder="返品番号・受注番号"
        width={220}
      />
      <DateRangeFields
        label="返品日"
        value={{ from: draft.dateFrom, to: draft.dateTo }}
        onChange={({ from, to }) => change({ dateFrom: from, dateTo: to })}
      />
      <RemoteSelect
        label="ショップ"
        clearable
        source={shopSource}
        optionLabel={(row) => row.name}
        value={draft.shopId}
        onChange={(shopId) => change({ shopId })}
        w={200}
      />
      <RemoteSelect
        label="倉庫"
        clearable
        source={warehouseSource}
        where={(row) => row.inUse}
        optionLabel={(row) => row.name}
        value={draft.warehouseId}
        onChange={(warehouseId) => change({ warehouseId })}
        w={200}
      />
      <SelectField
        label="返品理由"
        clearable
        data={[...RETURN_REASONS]}
        value={draft.reason}
        onChange={(reason) => change({ reason: reason as ReturnReason | null })}
        w={160}
      />
      <SelectField
        label="状態"
        clearable
        data={RETURN_CONDITION_VALUES.map((value) => ({
          value,
          label: RETURN_CONDITION_LABELS[value],
        }))}
        value={draft.condition}
        onChange={(condition) => change({ condition: condition as ReturnCondition | null })}
        w={140}
      />
    </Group>
  );
}
