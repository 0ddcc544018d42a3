import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONFIRM_TEXTS, VENDOR_SYNC_LABELS, type ProcessDto } from '@logi/shared';
import { useExternalWarehouseNames } from '../../lib/master-options/index.ts';
import { ConfirmActionButton } from '../ui/index.ts';

const SEND = CONFIRM_TEXTS.warehouseSend;

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
  /** The buttons' texts; `subject` is what is sent, as the confirmation names it (商品). */
  labels: { send: string; fetch: string; sendHint: string; fetchHint: string; subject: string };
  send: ProcessMutation<number[]>;
  fetch: ProcessMutation<void>;
};

const started = (process: ProcessDto) =>
  notifications.show({ color: 'teal', message: VENDOR_SYNC_LABELS.started(process.actionLabel) });

/**
 * 送信 (the checked rows → the external warehouses, confirmed first: the dialog names them) and
 * 取得 (the warehouse's records, a read that does not ask), beside 新規登録.
 */
export function SyncActions({ selected, clear, onError, labels, send, fetch }: SyncActionsProps) {
  const warehouses = useExternalWarehouseNames();
  const runFetch = async () => {
    onError(null);
    try {
      started(await fetch.mutateAsync());
    } catch (error) {
      onError(error);
    }
  };

  return (
    <>
      <ConfirmActionButton
        label={selected.length > 0 ? `${labels.send}（${selected.length}件）` : labels.send}
        buttonProps={{
          variant: 'default',
          title: labels.sendHint,
          disabled: selected.length === 0,
        }}
        title={SEND.title(labels.subject)}
        message={SEND.message(selected.length, labels.subject, warehouses.data ?? [])}
        confirmLabel={SEND.confirm}
        onConfirm={async () => {
          started(await send.mutateAsync(selected.map((row) => row.id)));
          clear();
        }}
      />
      <Button
        variant="default"
        title={labels.fetchHint}
        loading={fetch.isPending}
        onClick={() => void runFetch()}
      >
        {labels.fetch}
      </Button>
    </>
  );
}
