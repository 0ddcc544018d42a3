import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
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
  EmptyState,
  FieldsTable,
  NumberTd,
  NumberTh,
  OrderStatusBadge,
  TrackingNumber,
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

function Lines({ order }: { order: OrderDetailDto }) {
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Thead>
        <Table.Tr>
          <NumberTh>No.</NumberTh>
          <Table.Th>商品コード</Table.Th>
          <Table.Th>商品名</Table.Th>
          <NumberTh>{L.quantity}</NumberTh>
          <NumberTh>{L.unitPrice}</NumberTh>
          <NumberTh>{L.allocatedQty}</NumberTh>
          <NumberTh>{L.shippedQty}</NumberTh>
          <NumberTh>{L.returnedQty}</NumberTh>
          <NumberTh>{L.restQty}</NumberTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.lines.map((line) => (
          <Table.Tr key={line.id}>
            <NumberTd>{line.lineNumber}</NumberTd>
            <Table.Td>{line.productCode}</Table.Td>
            <Table.Td>
              {line.cancelled ? `${line.productName}（キャンセル）` : line.productName}
            </Table.Td>
            <NumberTd>{line.quantity}</NumberTd>
            <NumberTd>{`${line.unitPrice.toLocaleString('ja-JP')}円`}</NumberTd>
            <NumberTd>{line.allocatedQty}</NumberTd>
            <NumberTd>{line.shippedQty}</NumberTd>
            <NumberTd>{line.returnedQty}</NumberTd>
            <NumberTd>{lineRestText(line)}</NumberTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Allocations({ order }: { order: OrderDetailDto }) {
  if (order.allocations.length === 0) return <EmptyState />;
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>引当日時</Table.Th>
          <NumberTh>No.</NumberTh>
          <Table.Th>商品コード</Table.Th>
          <Table.Th>倉庫</Table.Th>
          <NumberTh>数量</NumberTh>
          <Table.Th>ルール</Table.Th>
          <Table.Th>理由</Table.Th>
          <Table.Th>状態</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.allocations.map((allocation) => (
          <Table.Tr key={allocation.id}>
            <Table.Td>{formatDateTime(allocation.createdAt)}</Table.Td>
            <NumberTd>{allocation.lineNumber}</NumberTd>
            <Table.Td>{allocation.productCode}</Table.Td>
            <Table.Td>{allocation.warehouseName}</Table.Td>
            <NumberTd>{allocation.quantity}</NumberTd>
            <Table.Td>{`${ALLOCATION_METHODS[allocation.method]} / ${ALLOCATION_PRIORITIES[allocation.priority]}`}</Table.Td>
            <Table.Td>{allocation.reason}</Table.Td>
            <Table.Td>{ALLOCATION_STATES[allocation.state]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

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
      <Lines order={order} />
      <Title order={2} size="h4">
        引当履歴
      </Title>
      <Allocations order={order} />
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
