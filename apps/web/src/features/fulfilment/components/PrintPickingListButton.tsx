import { Button } from '@mantine/core';
import { FULFILMENT_LABELS as L } from '@logi/shared';
import { downloadPickingList } from '../api/download-batch-files.ts';
import { useStorePickingBatch, type StoredPickingBatch } from '../api/store-picking-batch.ts';

/** ピッキングリスト印刷: the checked parcels become a batch, whose picking list downloads at once. */
export function PrintPickingListButton({
  instructionIds,
  onCreated,
  onError,
}: {
  instructionIds: number[];
  onCreated: (batch: StoredPickingBatch) => void;
  onError: (error: unknown) => void;
}) {
  const store = useStorePickingBatch();
  const print = () => {
    onError(null);
    store.mutate(instructionIds, {
      onSuccess: (batch) => {
        onCreated(batch);
        // Every parcel skipped: no batch file to print.
        if (batch.parcelCount > 0) downloadPickingList(batch.id).catch(onError);
      },
      onError,
    });
  };
  return (
    <Button disabled={instructionIds.length === 0} loading={store.isPending} onClick={print}>
      {L.printPickingList}
    </Button>
  );
}
