import { CONFIRM_TEXTS } from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { useResendShipping } from '../api/resend-shipping.ts';
import { showShippingResult } from './shipping-notice.ts';

/**
 * 再送信 of the checked orders' 連携エラー instructions, confirmed first. The warehouse is asked
 * about the failed send before anything goes again, so re-sending twice is harmless.
 */
export function ResendButton({
  orderIds,
  warehouses = [],
  disabled = orderIds.length === 0,
  onDone,
}: {
  orderIds: number[];
  warehouses?: readonly string[];
  disabled?: boolean;
  onDone?: () => void;
}) {
  const resend = useResendShipping();
  return (
    <ConfirmActionButton
      label="再送信"
      buttonProps={{ variant: 'default', disabled }}
      title={CONFIRM_TEXTS.resend.title}
      message={CONFIRM_TEXTS.resend.message(orderIds.length, warehouses)}
      confirmLabel={CONFIRM_TEXTS.resend.confirm}
      onConfirm={async () => {
        showShippingResult(await resend.mutateAsync(orderIds));
        onDone?.();
      }}
    />
  );
}
