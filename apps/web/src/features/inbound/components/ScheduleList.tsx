import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import {
  defaultRangeEnd,
  INBOUND_KIND_LABELS,
  INBOUND_STATUS_VALUES,
  INBOUND_STATUSES,
  RECEIVING_SCHEDULE_SORT_FIELDS,
  todayJst,
  type InboundStatusCode,
  type ReceivingScheduleDto,
} from '@logi/shared';
import {
  choiceFilter,
  defineListQuery,
  masterFilter,
  searchFields,
  textFilter,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateRangeFields, selectOptions, StateBadge } from '../../../components/ui/index.ts';
import {
  supplierSource,
  vendorSource,
  warehouseSource,
} from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';

/** /receiving_schedules' URL query: the filters, page and order. */
export const SCHEDULE_LIST = defineListQuery({
  filters: {
    number: 'text',
    warehouseId: 'integer',
    vendorId: 'integer',
    supplierId: 'integer',
    status: INBOUND_STATUS_VALUES,
    dateFrom: 'text',
    dateTo: 'text',
    productCode: 'text',
  },
  sortFields: RECEIVING_SCHEDULE_SORT_FIELDS,
  defaultSort: 'scheduled_date',
});
export type ScheduleFilters = FiltersOf<typeof SCHEDULE_LIST.filters>;

/** Spec §9: the scheduled-date range defaults to today … today + 30 days. */
export const withDefaultRange = <T extends { dateFrom?: string | null; dateTo?: string | null }>(
  filters: T,
) => ({
  ...filters,
  dateFrom: filters.dateFrom ?? todayJst(),
  dateTo: filters.dateTo ?? defaultRangeEnd(),
});

export function StatusBadge({ status }: { status: InboundStatusCode }) {
  return <StateBadge state={INBOUND_STATUSES[status]} />;
}

export const SCHEDULE_COLUMNS: ResourceColumn<ReceivingScheduleDto>[] = [
  {
    accessor: 'number',
    title: '入荷予定番号',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={paths.receivingSchedules.detail(row.id)}>
        {row.number}
      </Anchor>
    ),
  },
  { accessor: 'kind', title: '入荷区分', render: (row) => INBOUND_KIND_LABELS[row.kind] },
  { accessor: 'scheduledDate', title: '入荷予定日', sortable: true, sortKey: 'scheduled_date' },
  { accessor: 'warehouseName', title: '入荷先' },
  {
    accessor: 'vendorName',
    title: 'ベンダー / 仕入先',
    render: (row) => row.vendorName ?? row.supplierName ?? '—',
  },
  {
    accessor: 'status',
    title: 'ステータス',
    sortable: true,
    render: (row) => <StatusBadge status={row.status} />,
  },
  { accessor: 'scheduledTotal', title: '予定数', textAlign: 'right' },
  { accessor: 'receivedTotal', title: '入荷数', textAlign: 'right' },
  { accessor: 'nonSellableTotal', title: '不良数', textAlign: 'right' },
  updatedAtColumn<ReceivingScheduleDto>(),
];

export const scheduleSearchFields = searchFields<ScheduleFilters>(
  textFilter('number', '入荷予定番号', 200),
  masterFilter('warehouseId', '入荷先', warehouseSource, 200),
  masterFilter('vendorId', 'ベンダー', vendorSource, 200),
  masterFilter('supplierId', '仕入先', supplierSource, 200),
  choiceFilter(
    'status',
    'ステータス',
    selectOptions(INBOUND_STATUS_VALUES, (value) => INBOUND_STATUSES[value].label),
    160,
  ),
  (draft, change) => {
    // The range shows the default the server applies when none is given.
    const range = withDefaultRange(draft);
    return (
      <DateRangeFields
        label="入荷予定日"
        value={{ from: range.dateFrom, to: range.dateTo }}
        onChange={({ from, to }) => change({ dateFrom: from, dateTo: to })}
      />
    );
  },
  textFilter('productCode', '商品コード', 200),
);
