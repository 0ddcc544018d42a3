import { Anchor, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CONFIRM_TEXTS,
  formatDateTime,
  type ShippingActionResult,
  type ShippingNgDto,
} from '@logi/shared';
import {
  ConfirmActionButton,
  FieldsTable,
  PageSkeleton,
  QueryState,
} from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useCancelShippingNgLines } from '../api/cancel-shipping-ng-lines.ts';
import { useShippingNg } from '../api/get-shipping-ng.ts';
import { NgAddressButton } from '../components/NgAddressButton.tsx';
import { NgCancelButton } from '../components/NgCancelButton.tsx';
import { ReduceNgButton } from '../components/ReduceNgButton.tsx';
import { ShippingStatusBadge } from '../components/ShippingStatusBadge.tsx';

const CANCEL_LINES = CONFIRM_TEXTS.cancelNgLines;

function Facts({ ng }: { ng: ShippingNgDto }) {
  const rows: [string, React.ReactNode][] = [
    ['出荷指示番号', ng.number],
    [
      '受注番号',
      <Anchor key="order" component={Link} to={paths.allocationManagement.order(ng.orderId)}>
        {ng.orderNumber}
      </Anchor>,
    ],
    ['ステータス', <ShippingStatusBadge key="status" status={ng.status} />],
    ['出荷倉庫', ng.warehouseName],
    ['出荷不可理由', ng.ngReason ?? '—'],
    ['詳細', ng.ngDetail ?? '—'],
    ['出荷不可日時', formatDateTime(ng.ngReportedAt)],
    [
      'お届け先',
      `${ng.recipientName} 〒${ng.postalCode} ${ng.prefecture}${ng.city}${ng.town ?? ''}${ng.building ?? ''}`,
    ],
    ['電話番号', ng.phone],
  ];
  return <FieldsTable rows={rows} maw={820} />;
}

function Detail({ ng }: { ng: ShippingNgDto }) {
  const navigate = useNavigate();
  const cancelLines = useCancelShippingNgLines();
  const [checked, setChecked] = useState<number[]>([]);
  const open = ng.status === 'ng';
  const done = (result: ShippingActionResult) => {
    notifications.show({ color: 'teal', message: result.message });
    void navigate(paths.shippingNg.list());
  };
  const toggle = (id: number) =>
    setChecked((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    );
  return (
    <Stack gap="lg">
      <Facts ng={ng} />
      <Title order={2} size="h4">
        明細
      </Title>
      <Table withTableBorder striped maw={820} aria-label="出荷指示の明細">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>選択</Table.Th>
            <Table.Th>商品コード</Table.Th>
            <Table.Th>商品名</Table.Th>
            <Table.Th ta="right">指示数</Table.Th>
            <Table.Th ta="right">出荷可能数</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ng.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`${line.productCode}を選択`}
                  checked={checked.includes(line.id)}
                  disabled={!open}
                  onChange={() => toggle(line.id)}
                />
              </Table.Td>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{line.shippableQuantity ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open ? (
        <Group gap="sm">
          {ng.ngReason === '在庫不足' ? <ReduceNgButton ng={ng} onDone={done} /> : null}
          <NgAddressButton ng={ng} onDone={() => void navigate(paths.shippingNg.list())} />
          <ConfirmActionButton
            label={CANCEL_LINES.title}
            buttonProps={{ variant: 'default', disabled: checked.length === 0 }}
            title={CANCEL_LINES.title}
            message={CANCEL_LINES.message(checked.length, ng.number, ng.warehouseName)}
            confirmLabel={CANCEL_LINES.confirm}
            onConfirm={async () =>
              done(
                await cancelLines.mutateAsync({
                  id: ng.id,
                  values: { version: ng.version, lineIds: checked },
                }),
              )
            }
          />
          <NgCancelButton rows={[ng]} onDone={done} />
        </Group>
      ) : (
        <Text c="dimmed">この出荷指示は対応済みです。</Text>
      )}
    </Stack>
  );
}

/** /shippings/ng/:id: one refused instruction, and its fixes. */
export function ShippingNgDetailPage() {
  const id = Number(useParams().id);
  const query = useShippingNg(id);
  return (
    <QueryState query={query} skeleton={<PageSkeleton />}>
      {(ng) => <Detail ng={ng} />}
    </QueryState>
  );
}
