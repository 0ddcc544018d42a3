import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { VENDOR_SYNC_LABELS as L, type ProcessDto, type VendorDto } from '@logi/shared';
import { useFetchVendors, useSendVendors } from '../api/sync-vendors.ts';

type Props = {
  selected: VendorDto[];
  clear: () => void;
  onError: (error: unknown) => void;
};

const started = (process: ProcessDto) =>
  notifications.show({ color: 'teal', message: L.started(process.actionLabel) });

/** 送信 (the checked vendors → ベンダー登録・更新) and 取得 (ベンダー検索), beside 新規登録. */
export function VendorSyncActions({ selected, clear, onError }: Props) {
  const send = useSendVendors();
  const fetch = useFetchVendors();
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
        title={L.sendHint}
        disabled={selected.length === 0}
        loading={send.isPending}
        onClick={() => void run(() => send.mutateAsync(selected.map((row) => row.id)), clear)}
      >
        {selected.length > 0 ? `${L.send}（${selected.length}件）` : L.send}
      </Button>
      <Button
        variant="default"
        title={L.fetchHint}
        loading={fetch.isPending}
        onClick={() => void run(() => fetch.mutateAsync())}
      >
        {L.fetch}
      </Button>
    </>
  );
}
