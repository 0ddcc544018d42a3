import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { shippingCancelSchema } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useCancelShipping } from '../api/shipping-cancel.ts';
import { fieldMessage, showShippingResult } from './shipping-notice.ts';

/** キャンセル of the checked orders with a reason (refused for those the warehouse is working on). */
export function CancelOrdersButton({
  orderIds,
  disabled = orderIds.length === 0,
  onDone,
}: {
  orderIds: number[];
  disabled?: boolean;
  onDone?: () => void;
}) {
  const cancel = useCancelShipping();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const message = fieldMessage(shippingCancelSchema.shape.reason, reason);
    setError(message);
    if (message) return;
    cancel.mutate(
      { orderIds, reason },
      {
        onSuccess: (result) => {
          setOpened(false);
          setReason('');
          showShippingResult(result);
          onDone?.();
        },
      },
    );
  };
  return (
    <>
      <Button color="red" variant="light" disabled={disabled} onClick={() => setOpened(true)}>
        キャンセル
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="受注のキャンセル">
        <Stack>
          <Textarea
            label="キャンセル理由"
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setError(fieldMessage(shippingCancelSchema.shape.reason, reason))}
            error={error}
          />
          {cancel.error ? <ErrorPanel error={cancel.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              閉じる
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={submit}>
              キャンセルする
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
