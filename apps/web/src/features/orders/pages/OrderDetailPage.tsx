import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  ALLOCATION_METHODS,
  ALLOCATION_PRIORITIES,
  ALLOCATION_STATES,
  formatDateTime,
  lineRestText,
  ORDER_LABELS,
  ORDER_MERGE_MESSAGES as MERGE_MESSAGES,
  ORDER_SPLIT_MESSAGES as SPLIT_MESSAGES,
  ORDER_SOURCE_LABELS,
  type OrderDetailDto,
} from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import {
  DetailTable,
  FieldsTable,
  OrderStatusBadge,
  TrackingNumber,
  type DetailColumn,
} from '../../../components/ui/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { orderKeys } from '../api/order-keys.ts';
import { OrderDelivery } from '../components/OrderDelivery.tsx';
import { MergeBadges, PostalMismatchBadge } from '../components/OrderList.tsx';
import { OrderReturns, ReturnButton } from '../components/OrderReturns.tsx';
import { SplitActions, SplitLink } from '../components/SplitActions.tsx';
import { orderEditLock } from '../components/order-edit-lock.ts';
import type { OrderActionProps } from '../../../lib/order-work/order-action-props.ts';

const LIVE = ['process.updated'] as const;
const L = ORDER_LABELS;
const AUDIT_LABELS: Record<string, string> = { ...ORDER_LABELS, lines: '受注明細' };

/** 編集: offered before 出荷指示; after, disabled with the reason beside it. */
function EditButton({ order }: { order: OrderDetailDto }) {
  const lock = orderEditLock(order.status);
  return (
    <Group gap="xs">
      {lock ? (
        <Button variant="default" disabled>
          編集
        </Button>
      ) : (
        <Button variant="default" component={Link} to={paths.allocationManagement.edit(order.id)}>
          編集
        </Button>
      )}
      {lock ? (
        <Text size="sm" c="dimmed">
          {lock}
        </Text>
      ) : null}
    </Group>
  );
}

function Header({ order }: { order: OrderDetailDto }) {
  const address = [order.postalCode, order.prefecture, order.city, order.town, order.building]
    .filter(Boolean)
    .join(' ');
  const items: [string, ReactNode][] = [
    [L.orderNumber, order.orderNumber],
    ['ステータス', <OrderStatusBadge key="status" status={order.status} />],
    ['ショップ', `${order.shopCode} ${order.shopName}`],
    [L.orderedAt, formatDateTime(order.orderedAt)],
    ['登録元', ORDER_SOURCE_LABELS[order.source]],
    [
      'お届け先',
      `${order.recipientName}${order.recipientKana ? `（${order.recipientKana}）` : ''}`,
    ],
    [
      '住所',
      <Group key="address" gap="xs">
        <Text size="sm">{address}</Text>
        {order.postalMismatch ? <PostalMismatchBadge /> : null}
      </Group>,
    ],
    ['電話番号', order.phone],
    ['引当結果', order.allocationNote ?? '—'],
    [
      MERGE_MESSAGES.merged,
      order.mergedWith.length > 0 ? (
        <Group key="merge" gap="xs">
          <MergeBadges order={order} />
          <Text size="sm">{MERGE_MESSAGES.mergedWith(order.mergedWith)}</Text>
        </Group>
      ) : (
        '—'
      ),
    ],
    [SPLIT_MESSAGES.split, <SplitLink key="split" order={order} />],
    [
      '出荷',
      order.shippedOn ? (
        <Text key="shipped" size="sm">
          {`${order.shippedOn} ${order.carrier ?? ''} `}
          <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />
        </Text>
      ) : (
        '—'
      ),
    ],
    [L.note, order.note ?? '—'],
  ];
  return <FieldsTable rows={items} maw={820} />;
}

type Line = OrderDetailDto['lines'][number];
type Allocation = OrderDetailDto['allocations'][number];

const LINE_COLUMNS: DetailColumn<Line>[] = [
  { title: 'No.', number: true, cell: (line) => line.lineNumber },
  { title: '商品コード', cell: (line) => line.productCode },
  {
    title: '商品名',
    cell: (line) => (line.cancelled ? `${line.productName}（キャンセル）` : line.productName),
  },
  { title: L.quantity, number: true, cell: (line) => line.quantity },
  {
    title: L.unitPrice,
    number: true,
    cell: (line) => `${line.unitPrice.toLocaleString('ja-JP')}円`,
  },
  { title: L.allocatedQty, number: true, cell: (line) => line.allocatedQty },
  { title: L.shippedQty, number: true, cell: (line) => line.shippedQty },
  { title: L.returnedQty, number: true, cell: (line) => line.returnedQty },
  { title: L.restQty, number: true, cell: (line) => lineRestText(line) },
];

const ALLOCATION_COLUMNS: DetailColumn<Allocation>[] = [
  { title: '引当日時', cell: (allocation) => formatDateTime(allocation.createdAt) },
  { title: 'No.', number: true, cell: (allocation) => allocation.lineNumber },
  { title: '商品コード', cell: (allocation) => allocation.productCode },
  { title: '倉庫', cell: (allocation) => allocation.warehouseName },
  { title: '数量', number: true, cell: (allocation) => allocation.quantity },
  {
    title: 'ルール',
    cell: (a) => `${ALLOCATION_METHODS[a.method]} / ${ALLOCATION_PRIORITIES[a.priority]}`,
  },
  { title: '理由', cell: (allocation) => allocation.reason },
  { title: '状態', cell: (allocation) => ALLOCATION_STATES[allocation.state] },
];

/** What the allocation and shipping features add to an order's page (composed in app/). */
export type OrderDetailParts = {
  Actions: ComponentType<OrderActionProps>;
  Shipments: ComponentType<{ orderId: number }>;
};

/** /allocation_management/orders/{id}: 受注詳細 — lines, why each went where, the actions on it. */
export function OrderDetailPage(parts: OrderDetailParts) {
  const id = Number(useParams().id);
  useInvalidateOnServerEvent(LIVE, orderKeys.order(id));
  return (
    <EditRecord query={useOrder(id)} fields={6}>
      {() => <Detail id={id} {...parts} />}
    </EditRecord>
  );
}

// The page follows the live record (not EditRecord's frozen copy): allocation and jobs move it.
function Detail({ id, Actions, Shipments }: { id: number } & OrderDetailParts) {
  const { data: order } = useOrder(id);
  if (!order) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Actions
          orderIds={[order.id]}
          statuses={[order.status]}
          warehouses={order.warehouseNames}
          allMerged={order.mergedWith.length > 0}
        />
        <Group gap="xs" align="flex-start">
          <SplitActions order={order} />
          <ReturnButton order={order} />
          <EditButton order={order} />
        </Group>
      </Group>
      <Header order={order} />
      <OrderDelivery order={order} />
      <Title order={2} size="h4">
        受注明細
      </Title>
      <DetailTable rows={order.lines} columns={LINE_COLUMNS} rowKey={(line) => line.id} />
      <Title order={2} size="h4">
        引当履歴
      </Title>
      <DetailTable
        rows={order.allocations}
        columns={ALLOCATION_COLUMNS}
        rowKey={(allocation) => allocation.id}
        emptyState
      />
      <Shipments orderId={order.id} />
      <Title order={2} size="h4">
        返品
      </Title>
      <OrderReturns order={order} />
      <AuditTrailPanel
        key={`audit-${order.version}`}
        resource="orders"
        recordId={order.id}
        fieldLabels={AUDIT_LABELS}
      />
    </Stack>
  );
}
