import { Anchor, Badge, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatDateTime,
  ORDER_MERGE_MESSAGES as MERGE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_SORT_FIELDS,
  ORDER_STATUS_VALUES,
  type OrderDto,
} from '@logi/shared';
import {
  dateRangeFilter,
  defineListQuery,
  keywordFilter,
  masterFilter,
  searchFields,
  textFilter,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { OrderStatusBadge, TrackingNumber } from '../../../components/ui/index.ts';
import { shopSource, warehouseSource } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';

/** /allocation_management's URL query: the filters, page and order. */
export const ORDER_LIST = defineListQuery({
  filters: {
    keyword: 'text',
    status: ORDER_STATUS_VALUES,
    shopId: 'integer',
    warehouseId: 'integer',
    productCode: 'text',
    dateFrom: 'text',
    dateTo: 'text',
    syncError: 'boolean',
  },
  sortFields: ORDER_SORT_FIELDS,
  defaultSort: 'ordered_at',
  defaultDirection: 'desc',
});
export type OrderFilters = FiltersOf<typeof ORDER_LIST.filters>;

/** The warning that the postal code lies outside the recipient's prefecture. */
export function PostalMismatchBadge() {
  return (
    // Never shrunk by the row beside it: a flex item with hidden overflow lost its text's end.
    <Badge color="orange" variant="outline" size="sm" style={{ flexShrink: 0 }}>
      {ORDER_MESSAGES.postalMismatch}
    </Badge>
  );
}

/** 同梱 (with the orders it ships with) or 同梱候補 (another order to the same recipient). */
export function MergeBadges({ order }: { order: Pick<OrderDto, 'mergeCandidate' | 'mergedWith'> }) {
  if (order.mergedWith.length > 0)
    return (
      <Tooltip label={MERGE_MESSAGES.mergedWith(order.mergedWith)}>
        <Badge color="violet" variant="light" size="sm" style={{ flexShrink: 0 }}>
          {MERGE_MESSAGES.merged}
        </Badge>
      </Tooltip>
    );
  if (!order.mergeCandidate) return null;
  return (
    <Badge color="violet" variant="outline" size="sm" style={{ flexShrink: 0 }}>
      {MERGE_MESSAGES.candidate}
    </Badge>
  );
}

const yen = (value: number) => `${value.toLocaleString('ja-JP')}円`;

export const ORDER_COLUMNS: ResourceColumn<OrderDto>[] = [
  {
    accessor: 'orderNumber',
    title: '受注番号',
    sortable: true,
    sortKey: 'order_number',
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Anchor component={Link} to={paths.allocationManagement.order(row.id)}>
          {row.orderNumber}
        </Anchor>
        <MergeBadges order={row} />
      </Group>
    ),
  },
  { accessor: 'shopName', title: 'ショップ' },
  {
    accessor: 'orderedAt',
    title: '受注日時',
    sortable: true,
    sortKey: 'ordered_at',
    render: (row) => formatDateTime(row.orderedAt),
  },
  {
    accessor: 'recipientName',
    title: 'お届け先',
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{`${row.recipientName}（${row.prefecture}）`}</Text>
        {row.postalMismatch ? <PostalMismatchBadge /> : null}
      </Group>
    ),
  },
  {
    accessor: 'status',
    title: 'ステータス',
    sortable: true,
    render: (row) => <OrderStatusBadge status={row.status} />,
  },
  {
    accessor: 'allocatedTotal',
    title: '引当数 / 受注数',
    textAlign: 'right',
    render: (row) => `${row.allocatedTotal} / ${row.quantityTotal}`,
  },
  {
    accessor: 'amountTotal',
    title: '金額',
    textAlign: 'right',
    render: (row) => yen(row.amountTotal),
  },
  {
    accessor: 'allocationNote',
    title: '引当結果',
    render: (row) =>
      row.allocationNote ? (
        <Tooltip label={row.allocationNote} multiline w={360}>
          <Text size="sm" lineClamp={1} maw={280}>
            {row.allocationNote}
          </Text>
        </Tooltip>
      ) : (
        '—'
      ),
  },
  {
    accessor: 'trackingNumber',
    title: '出荷日 / お荷物伝票番号',
    render: (row) =>
      row.shippedOn ? (
        <Text size="sm" span>
          {`${row.shippedOn} ${row.carrier ?? ''} `}
          <TrackingNumber carrier={row.carrier} trackingNumber={row.trackingNumber} />
        </Text>
      ) : (
        '—'
      ),
  },
];

export const orderSearchFields = searchFields<OrderFilters>(
  keywordFilter('受注番号・お届け先氏名', 240),
  masterFilter('shopId', 'ショップ', shopSource, 220),
  dateRangeFilter('受注日', 'dateFrom', 'dateTo'),
  masterFilter('warehouseId', '引当倉庫', warehouseSource, 200),
  textFilter('productCode', '商品コード', 180),
  (draft, change) => (
    <Checkbox
      label="連携エラーの出荷指示あり"
      checked={draft.syncError === true}
      onChange={(event) => change({ syncError: event.currentTarget.checked ? true : null })}
      mb={8}
    />
  ),
);
