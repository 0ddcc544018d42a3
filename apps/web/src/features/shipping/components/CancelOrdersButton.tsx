import { Textarea } from '@mantine/core';
import { CONFIRM_TEXTS, shippingCancelSchema } from '@logi/shared';
import { ConfirmActionButton, fieldMessage, useReason } from '../../../components/ui/index.ts';
import { useCancelShipping } from '../api/cancel-shipping.ts';
import { showShippingResult } from './shipping-notice.ts';

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
  const reason = useReason((text) => fieldMessage(shippingCancelSchema.shape.reason, text));
  return (
    <ConfirmActionButton
      label={label}
      buttonProps={{ color: 'red', variant: 'light', disabled }}
      title={T.title}
      message={T.message(orderIds.length, warehouses)}
      confirmLabel={T.confirm}
      dismissLabel={T.dismiss}
      color="red"
      onOpen={reason.reset}
      validate={reason.check}
      onConfirm={async () => {
        showShippingResult(await cancel.mutateAsync({ orderIds, reason: reason.reason }));
        onDone?.();
      }}
    >
      <Textarea label="キャンセル理由" {...reason.inputProps} />
    </ConfirmActionButton>
  );
}
