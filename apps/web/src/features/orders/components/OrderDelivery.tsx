import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  COOL_TYPES,
  DELIVERY_CARRIERS,
  DELIVERY_METHODS,
  ORDER_DELIVERY_TEXTS as T,
  ORDER_LABELS as L,
  type OrderDetailDto,
} from '@logi/shared';
import { FieldsTable } from '../../../components/ui/index.ts';

const dash = (value: string | null) => value ?? '—';

/** The order's 配送 section: how the parcel goes, when, and what the 納品書 and label carry. */
export function OrderDelivery({ order }: { order: OrderDetailDto }) {
  const rows: [string, ReactNode][] = [
    [L.deliveryMethod, order.deliveryMethod ? DELIVERY_METHODS[order.deliveryMethod] : '—'],
    [L.deliveryCarrier, order.deliveryCarrier ? DELIVERY_CARRIERS[order.deliveryCarrier] : '—'],
    [L.deliveryDate, dash(order.deliveryDate)],
    [L.deliveryTimeSlot, dash(order.deliveryTimeSlot)],
    [L.coolType, COOL_TYPES[order.coolType]],
    [L.codAmount, order.codAmount === null ? '—' : T.yen(order.codAmount)],
    [L.gift, T.gift(order.gift)],
    [L.deliveryNote, dash(order.deliveryNote)],
    [T.fees, `${T.yen(order.shippingFee)} / ${T.yen(order.codFee)}`],
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {T.title}
      </Title>
      <FieldsTable rows={rows} maw={820} />
    </Stack>
  );
}
