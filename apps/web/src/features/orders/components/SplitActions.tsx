import { Anchor, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CONFIRM_TEXTS,
  ORDER_SPLIT_MESSAGES as M,
  orderActionApplies,
  UNSPLIT_CONFIRM_TEXTS,
  type OrderDetailDto,
} from '@logi/shared';
import {
  ConfirmActionButton,
  ErrorPanel,
  NUMBER_INPUT_STYLES,
  NumberTd,
  NumberTh,
  OrderStatusBadge,
} from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useSplitOrder, useUnsplitOrder } from '../api/split-order.ts';

// 分割 (decision 072): one order shipped as two parcels, and its undo, on the order's page.

const done = (message: string) => notifications.show({ color: 'teal', message });
// The split's toast names the new shipment's number, which the operator may need to note: it stays.
const splitDone = (message: string) =>
  notifications.show({ color: 'teal', message, autoClose: false });
const movableOf = (line: OrderDetailDto['lines'][number]) =>
  line.cancelled ? 0 : line.quantity - line.cancelledQty - line.shippedQty;

/** The other shipment of a split order, linked, with its status. */
export function SplitLink({ order }: { order: OrderDetailDto }) {
  const other = order.splitInto ?? order.splitFrom;
  if (!other) return '—';
  const text = order.splitInto ? M.splitInto(other.orderNumber) : M.splitFrom(other.orderNumber);
  return (
    <Group gap="xs">
      <Anchor component={Link} to={paths.allocationManagement.order(other.id)} size="sm">
        {text}
      </Anchor>
      <OrderStatusBadge status={other.status} />
    </Group>
  );
}

/** 分割 when the order ships alone, 分割を元に戻す when it is one of two shipments. */
export function SplitActions({ order }: { order: OrderDetailDto }) {
  const other = order.splitInto ?? order.splitFrom;
  if (other) return <UnsplitButton order={order} other={other} />;
  return <SplitButton order={order} />;
}

function UnsplitButton({
  order,
  other,
}: {
  order: OrderDetailDto;
  other: NonNullable<OrderDetailDto['splitFrom']>;
}) {
  const unsplit = useUnsplitOrder();
  const splitNumber = order.splitFrom ? order.orderNumber : other.orderNumber;
  const open =
    orderActionApplies('split', order.status) && orderActionApplies('split', other.status);
  return (
    <ConfirmActionButton
      label={M.unsplitAction}
      buttonProps={{ variant: 'default', disabled: !open }}
      title={UNSPLIT_CONFIRM_TEXTS.title}
      message={UNSPLIT_CONFIRM_TEXTS.message(splitNumber)}
      confirmLabel={UNSPLIT_CONFIRM_TEXTS.confirm}
      onConfirm={async () => done((await unsplit.mutateAsync(order.id)).message)}
    />
  );
}

function SplitButton({ order }: { order: OrderDetailDto }) {
  const split = useSplitOrder();
  const [opened, setOpened] = useState(false);
  const [moves, setMoves] = useState<Record<number, number>>({});
  const [nothing, setNothing] = useState(false);
  const lines = order.lines.filter((line) => movableOf(line) > 0);
  const open = () => {
    split.reset();
    setNothing(false);
    setMoves({});
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((line) => ({ lineId: line.id, quantity: moves[line.id] ?? 0 }))
      .filter((move) => move.quantity > 0);
    setNothing(chosen.length === 0);
    if (chosen.length === 0) return;
    // The promise, not mutate's callbacks: those are dropped when the live page re-renders the
    // actions meanwhile, and the toast naming the new shipment must not be lost (the unsplit does
    // the same). A refusal shows from the mutation's state.
    split
      .mutateAsync({ id: order.id, version: order.version, lines: chosen })
      .then((result) => {
        setOpened(false);
        splitDone(result.message);
      })
      .catch(() => undefined);
  };
  const allowed = orderActionApplies('split', order.status) && order.mergedWith.length === 0;
  return (
    <>
      <Button variant="default" disabled={!allowed} onClick={open}>
        {M.splitAction}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={M.modalTitle} size="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{M.modalHint}</Text>
            <Table withTableBorder withColumnBorders>
              <Table.Thead>
                <Table.Tr>
                  <NumberTh>No.</NumberTh>
                  <Table.Th>商品コード</Table.Th>
                  <Table.Th>商品名</Table.Th>
                  <NumberTh>数量</NumberTh>
                  <NumberTh>{M.moveQuantity}</NumberTh>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, index) => (
                  <Table.Tr key={line.id}>
                    <NumberTd>{line.lineNumber}</NumberTd>
                    <Table.Td>{line.productCode}</Table.Td>
                    <Table.Td>{line.productName}</Table.Td>
                    <NumberTd>{movableOf(line)}</NumberTd>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${M.moveQuantity}（明細${line.lineNumber}）`}
                        data-autofocus={index === 0 ? true : undefined}
                        min={0}
                        max={movableOf(line)}
                        allowDecimal={false}
                        allowNegative={false}
                        styles={NUMBER_INPUT_STYLES}
                        value={moves[line.id] ?? 0}
                        onChange={(value) =>
                          setMoves((current) => ({ ...current, [line.id]: Number(value) || 0 }))
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {nothing ? (
              <Text size="sm" c="red" role="alert">
                {M.nothingMoved}
              </Text>
            ) : null}
            {split.error ? <ErrorPanel error={split.error} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {CONFIRM_TEXTS.dismiss}
              </Button>
              <Button type="submit" loading={split.isPending}>
                {M.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
