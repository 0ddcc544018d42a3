import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DELIVERY_CARRIER_VALUES,
  DELIVERY_CARRIERS,
  DELIVERY_METHODS,
  FULFILMENT_LABELS as L,
  FULFILMENT_SORT_FIELDS,
  FULFILMENT_STATUS_VALUES,
} from '@logi/shared';
import {
  choiceFilter,
  defineListQuery,
  keywordFilter,
  masterFilter,
  searchFields,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateField, OrderStatusBadge, selectOptions } from '../../../components/ui/index.ts';
import { warehouseSource } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import type { ParcelRow } from '../api/search-parcels.ts';

/** /shippings/work's URL query: the stage tab, the filters, page and order. */
export const PARCEL_LIST = defineListQuery({
  filters: {
    keyword: 'text',
    status: FULFILMENT_STATUS_VALUES,
    warehouseId: 'integer',
    deliveryCarrier: DELIVERY_CARRIER_VALUES,
    shipDate: 'text',
    batchId: 'integer',
  },
  sortFields: FULFILMENT_SORT_FIELDS,
  defaultSort: 'ship_date',
  perPage: 50,
});
export type ParcelFilters = FiltersOf<typeof PARCEL_LIST.filters>;

const yen = (value: number) => `${value.toLocaleString('ja-JP')}円`;

export const PARCEL_COLUMNS: ResourceColumn<ParcelRow>[] = [
  {
    accessor: 'orderNumber',
    title: L.orderNumber,
    sortable: true,
    sortKey: 'order_number',
    render: (row) => (
      <Anchor component={Link} to={paths.allocationManagement.order(row.orderId)}>
        {row.orderNumber}
      </Anchor>
    ),
  },
  { accessor: 'shopName', title: L.shop },
  {
    accessor: 'recipientName',
    title: L.recipient,
    render: (row) => `${row.recipientName}（${row.prefecture}）`,
  },
  {
    accessor: 'deliveryMethod',
    title: L.deliveryMethod,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{row.deliveryMethod ? DELIVERY_METHODS[row.deliveryMethod] : '—'}</Text>
        {row.gift ? (
          <Badge size="sm" variant="outline" color="pink">
            {L.gift}
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    accessor: 'deliveryDate',
    title: L.delivery,
    render: (row) =>
      row.deliveryDate || row.deliveryTimeSlot
        ? `${row.deliveryDate ?? ''} ${row.deliveryTimeSlot ?? ''}`.trim()
        : '—',
  },
  {
    accessor: 'codAmount',
    title: L.cod,
    textAlign: 'right',
    render: (row) => (row.codAmount === null ? '—' : yen(row.codAmount)),
  },
  {
    accessor: 'quantityTotal',
    title: L.pieces,
    textAlign: 'right',
    render: (row) => `${row.lineCount} / ${row.quantityTotal}`,
  },
  {
    accessor: 'shipDate',
    title: L.shipDate,
    sortable: true,
    sortKey: 'ship_date',
  },
  { accessor: 'batchNumber', title: L.batch, render: (row) => row.batchNumber ?? '—' },
  {
    accessor: 'status',
    title: L.status,
    render: (row) => <OrderStatusBadge status={row.status} />,
  },
];

export const parcelSearchFields = searchFields<ParcelFilters>(
  keywordFilter(L.keywordPlaceholder, 220),
  masterFilter('warehouseId', L.warehouse, warehouseSource, 200),
  choiceFilter(
    'deliveryCarrier',
    L.carrier,
    selectOptions(DELIVERY_CARRIER_VALUES, (code) => DELIVERY_CARRIERS[code]),
    180,
  ),
  (draft, change) => (
    <DateField
      label={L.shipDate}
      value={draft.shipDate}
      onChange={(shipDate) => change({ shipDate })}
      w={170}
    />
  ),
);
