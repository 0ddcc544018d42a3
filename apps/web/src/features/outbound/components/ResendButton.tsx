import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useResendShipping } from '../api/shipping-resend.ts';
import { showShippingResult } from './shipping-notice.ts';

/**
 * 再送信 of the checked orders' 連携エラー instructions, confirmed first. The warehouse is asked
 * about the failed send before anything goes again, so re-sending twice is harmless.
 */
export function ResendButton({
  orderIds,
  disabled = orderIds.length === 0,
  onDone,
}: {
  orderIds: number[];
  disabled?: boolean;
  onDone?: () => void;
}) {
  const resend = useResendShipping();
  const [opened, setOpened] = useState(false);
  const confirm = () =>
    resend.mutate(orderIds, {
      onSuccess: (result) => {
        setOpened(false);
        showShippingResult(result);
        onDone?.();
      },
    });
  return (
    <>
      <Button variant="default" disabled={disabled} onClick={() => setOpened(true)}>
        再送信
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="連携エラーの再送信">
        <Stack>
          <Text>
            {`選択した${orderIds.length}件の受注の連携エラーの出荷指示を倉庫に再送信します。よろしいですか？`}
          </Text>
          {resend.error ? <ErrorPanel error={resend.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              キャンセル
            </Button>
            <Button loading={resend.isPending} onClick={confirm}>
              再送信する
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
