import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PRODUCT_SYNC_LABELS as L,
  VENDOR_SYNC_LABELS,
  type ProcessDto,
  type ProductDto,
} from '@logi/shared';
import { useFetchProducts, useSendProducts } from '../api/sync-products.ts';

type Props = {
  selected: ProductDto[];
  clear: () => void;
  onError: (error: unknown) => void;
};

const started = (process: ProcessDto) =>
  notifications.show({ color: 'teal', message: VENDOR_SYNC_LABELS.started(process.actionLabel) });

/** 送信 (the checked products → 商品登録・更新) and 取得 (商品検索), beside 新規登録. */
export function ProductSyncActions({ selected, clear, onError }: Props) {
  const send = useSendProducts();
  const fetch = useFetchProducts();
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
