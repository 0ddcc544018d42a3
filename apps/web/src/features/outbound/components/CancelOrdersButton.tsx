import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { CONFIRM_TEXTS, shippingCancelSchema } from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { useCancelShipping } from '../api/shipping-cancel.ts';
import { fieldMessage, showShippingResult } from './shipping-notice.ts';

const T = CONFIRM_TEXTS.cancelOrders;

/** キャンセル of the checked orders with a reason (refused for those the warehouse is working on). */
export function CancelOrdersButton({
  orderIds,
  warehouses = [],
  disabled = orderIds.length === 0,
  label = 'キャンセル',
  onDone,
}: {
  orderIds: number[];
  warehouses?: readonly string[];
  disabled?: boolean;
  /** The opening button's text (the 出荷不可リスト says whose: 受注をキャンセル). */
  label?: string;
  onDone?: () => void;
}) {
  const cancel = useCancelShipping();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const message = fieldMessage(shippingCancelSchema.shape.reason, reason);
    setError(message);
    return message === null;
  };
  return (
    <ConfirmActionButton
      label={label}
      buttonProps={{ color: 'red', variant: 'light', disabled }}
      title={T.title}
      message={T.message(orderIds.length, warehouses)}
      confirmLabel={T.confirm}
      dismissLabel={T.dismiss}
      color="red"
      onOpen={() => {
        setReason('');
        setError(null);
      }}
      validate={check}
      onConfirm={async () => {
        showShippingResult(await cancel.mutateAsync({ orderIds, reason }));
        onDone?.();
      }}
    >
      <Textarea
        label="キャンセル理由"
        required
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        onBlur={check}
        error={error}
      />
    </ConfirmActionButton>
  );
}
