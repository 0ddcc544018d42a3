import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ALLOCATION_MESSAGES as M, type AllocationSummary } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useReleaseAllocation } from '../api/allocation-release.ts';
import { useRunAllocation } from '../api/allocation-run.ts';
import { offers, type OrderActionProps } from './order-action-props.ts';

type Action = 'run' | 'release';

const CONFIRM: Record<Action, { title: string; body: (count: number) => string; button: string }> =
  {
    run: {
      title: '引当の実行',
      body: (count) =>
        count > 0
          ? `選択した${count}件の受注を引当処理設定に従って引当します。よろしいですか？`
          : '未引当・一部引当のすべての受注を引当処理設定に従って引当します。よろしいですか？',
      button: '引当する',
    },
    release: {
      title: '引当解除',
      body: (count) => `選択した${count}件の受注の引当を解除し、在庫を戻します。よろしいですか？`,
      button: '引当解除する',
    },
  };

function showRunResult(result: AllocationSummary) {
  const lines = [M.runDone(result.allocated, result.partial, result.short)];
  if (result.skipped > 0) lines.push(M.skipped(result.skipped));
  notifications.show({
    color: result.short > 0 || result.skipped > 0 ? 'yellow' : 'teal',
    message: lines.join('\n'),
    style: { whiteSpace: 'pre-line' },
  });
}

/** 引当 (the checked orders, or all pending ones) and 引当解除 (the checked ones), each confirmed first. */
export function AllocationActions(props: OrderActionProps) {
  const { orderIds, onDone } = props;
  const run = useRunAllocation();
  const release = useReleaseAllocation();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const close = () => setConfirming(null);
  const confirm = () => {
    if (confirming === 'run') {
      run.mutate(orderIds.length > 0 ? orderIds : undefined, {
        onSuccess: (result) => {
          close();
          showRunResult(result);
          onDone?.();
        },
      });
    } else {
      release.mutate(orderIds, {
        onSuccess: (result) => {
          close();
          const lines = [M.releaseDone(result.released)];
          if (result.skipped > 0) lines.push(M.skipped(result.skipped));
          notifications.show({
            color: result.skipped > 0 ? 'yellow' : 'teal',
            message: lines.join('\n'),
            style: { whiteSpace: 'pre-line' },
          });
          onDone?.();
        },
      });
    }
  };
  const pending = run.isPending || release.isPending;
  const error = confirming === 'run' ? run.error : confirming === 'release' ? release.error : null;
  const text = confirming ? CONFIRM[confirming] : null;
  return (
    <>
      <Button
        // With nothing checked it allocates every pending order.
        disabled={orderIds.length > 0 && !offers('allocate', props)}
        onClick={() => setConfirming('run')}
      >
        {orderIds.length > 0 ? '引当' : 'すべて引当'}
      </Button>
      <Button
        variant="default"
        disabled={!offers('release', props)}
        onClick={() => setConfirming('release')}
      >
        引当解除
      </Button>
      <Modal opened={text !== null} onClose={close} title={text?.title}>
        <Stack>
          <Text>{text?.body(orderIds.length)}</Text>
          {error ? <ErrorPanel error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button loading={pending} onClick={confirm}>
              {text?.button}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
