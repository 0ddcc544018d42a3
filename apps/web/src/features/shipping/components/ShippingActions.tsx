import { CONFIRM_TEXTS } from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { useSendShippingInstructions } from '../api/send-shipping-instructions.ts';
import { useSuspendShipping } from '../api/suspend-shipping.ts';
import { CancelOrdersButton } from './CancelOrdersButton.tsx';
import { FetchShippingResultsButton } from './FetchShippingResultsButton.tsx';
import { MarkShippedButton } from './MarkShippedButton.tsx';
import { ResendButton } from './ResendButton.tsx';
import { offers, type OrderActionProps } from '../../../lib/order-work/order-action-props.ts';
import { showShippingResult } from './shipping-notice.ts';

/** 出荷指示 / 出荷保留 / キャンセル / 出荷済にする / 再送信 on the checked orders, and 出荷状況を取得. */
export function ShippingActions(props: OrderActionProps) {
  const { orderIds, warehouses = [], onDone } = props;
  const send = useSendShippingInstructions();
  const suspend = useSuspendShipping();
  const done = (result: Parameters<typeof showShippingResult>[0]) => {
    showShippingResult(result);
    onDone?.();
  };
  return (
    <>
      <ConfirmActionButton
        label="出荷指示"
        buttonProps={{ disabled: !offers('instruct', props) }}
        title={CONFIRM_TEXTS.instruct.title}
        message={CONFIRM_TEXTS.instruct.message(orderIds.length, warehouses)}
        confirmLabel={CONFIRM_TEXTS.instruct.confirm}
        onConfirm={async () => done(await send.mutateAsync(orderIds))}
      />
      <ConfirmActionButton
        label="出荷保留"
        buttonProps={{ variant: 'default', disabled: !offers('suspend', props) }}
        title={CONFIRM_TEXTS.suspend.title}
        message={CONFIRM_TEXTS.suspend.message(orderIds.length, warehouses)}
        confirmLabel={CONFIRM_TEXTS.suspend.confirm}
        onConfirm={async () => done(await suspend.mutateAsync(orderIds))}
      />
      <CancelOrdersButton
        orderIds={orderIds}
        warehouses={warehouses}
        disabled={!offers('cancel', props)}
        onDone={onDone}
      />
      <MarkShippedButton
        orderId={orderIds.length === 1 && offers('markShipped', props) ? orderIds[0] : undefined}
        onDone={onDone}
      />
      <ResendButton
        orderIds={orderIds}
        warehouses={warehouses}
        disabled={!offers('resend', props)}
        onDone={onDone}
      />
      <FetchShippingResultsButton />
    </>
  );
}
