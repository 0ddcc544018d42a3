import { Button } from '@mantine/core';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useFetchShippingResults } from '../api/shipping-fetch.ts';
import { useSendShippingInstructions } from '../api/shipping-send.ts';
import { useSuspendShipping } from '../api/shipping-suspend.ts';
import { CancelOrdersButton } from './CancelOrdersButton.tsx';
import { MarkShippedButton } from './MarkShippedButton.tsx';
import { ResendButton } from './ResendButton.tsx';
import { offers, type OrderActionProps } from './order-action-props.ts';
import { showShippingResult } from './shipping-notice.ts';

/** 出荷指示 / 出荷保留 / キャンセル / 出荷済にする / 再送信 on the checked orders, and 出荷状況を取得. */
export function ShippingActions(props: OrderActionProps) {
  const { orderIds, onDone } = props;
  const send = useSendShippingInstructions();
  const suspend = useSuspendShipping();
  const fetchResults = useFetchShippingResults();
  const done = (result: Parameters<typeof showShippingResult>[0]) => {
    showShippingResult(result);
    onDone?.();
  };
  const error = send.error ?? suspend.error ?? fetchResults.error;
  return (
    <>
      <Button
        disabled={!offers('instruct', props)}
        loading={send.isPending}
        onClick={() => send.mutate(orderIds, { onSuccess: done })}
      >
        出荷指示
      </Button>
      <Button
        variant="default"
        disabled={!offers('suspend', props)}
        loading={suspend.isPending}
        onClick={() => suspend.mutate(orderIds, { onSuccess: done })}
      >
        出荷保留
      </Button>
      <CancelOrdersButton orderIds={orderIds} disabled={!offers('cancel', props)} onDone={onDone} />
      <MarkShippedButton
        orderId={orderIds.length === 1 && offers('markShipped', props) ? orderIds[0] : undefined}
        onDone={onDone}
      />
      <ResendButton orderIds={orderIds} disabled={!offers('resend', props)} onDone={onDone} />
      <Button
        variant="default"
        loading={fetchResults.isPending}
        onClick={() => fetchResults.mutate(undefined, { onSuccess: showShippingResult })}
      >
        出荷状況を取得
      </Button>
      {error ? <ErrorPanel error={error} /> : null}
    </>
  );
}
