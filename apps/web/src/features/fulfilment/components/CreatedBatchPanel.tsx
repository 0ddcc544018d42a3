import { Alert, List, Stack, Text } from '@mantine/core';
import { FULFILMENT_LABELS as L } from '@logi/shared';
import type { StoredPickingBatch } from '../api/store-picking-batch.ts';
import { BatchFileButtons } from './BatchFileButtons.tsx';

/** The batch just printed: its files, and the orders it left out with their reasons. */
export function CreatedBatchPanel({
  batch,
  onError,
}: {
  batch: StoredPickingBatch;
  onError: (error: unknown) => void;
}) {
  return (
    <Alert color="blue" variant="light" title={L.batchFiles(batch.number)}>
      <Stack gap="xs">
        <Text size="sm" role="status">
          {L.batchCreated(batch.number, batch.parcelCount)}
        </Text>
        <BatchFileButtons batch={batch} onError={onError} />
        {batch.skipped.length > 0 ? (
          <div>
            <Text size="sm" fw={700}>
              {L.skipped}
            </Text>
            <List size="sm">
              {batch.skipped.map((skip) => (
                <List.Item
                  key={skip.orderNumber}
                >{`${skip.orderNumber}：${skip.reason}`}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
