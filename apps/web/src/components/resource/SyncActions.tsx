import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { VENDOR_SYNC_LABELS, type ProcessDto } from '@logi/shared';

/** A mutation that queues a warehouse process (its hook's result, as far as the buttons need it). */
type ProcessMutation<Variables> = {
  mutateAsync: (variables: Variables) => Promise<ProcessDto>;
  isPending: boolean;
};

export type SyncActionsProps = {
  /** The checked rows of the list: 送信 sends them. */
  selected: { id: number }[];
  clear: () => void;
  onError: (error: unknown) => void;
  labels: { send: string; fetch: string; sendHint: string; fetchHint: string };
  send: ProcessMutation<number[]>;
  fetch: ProcessMutation<void>;
};

const started = (process: ProcessDto) =>
  notifications.show({ color: 'teal', message: VENDOR_SYNC_LABELS.started(process.actionLabel) });

/** 送信 (the checked rows → the warehouse) and 取得 (the warehouse's records), beside 新規登録. */
export function SyncActions({ selected, clear, onError, labels, send, fetch }: SyncActionsProps) {
  const run = async (action: () => Promise<ProcessDto>, after?: () => void) => {
    onError(null);
    try {
      started(await action());
      after?.();
    } catch (error) {
      onError(error);
    }
  };

  return (
    <>
      <Button
        variant="default"
        title={labels.sendHint}
        disabled={selected.length === 0}
        loading={send.isPending}
        onClick={() => void run(() => send.mutateAsync(selected.map((row) => row.id)), clear)}
      >
        {selected.length > 0 ? `${labels.send}（${selected.length}件）` : labels.send}
      </Button>
      <Button
        variant="default"
        title={labels.fetchHint}
        loading={fetch.isPending}
        onClick={() => void run(() => fetch.mutateAsync())}
      >
        {labels.fetch}
      </Button>
    </>
  );
}
