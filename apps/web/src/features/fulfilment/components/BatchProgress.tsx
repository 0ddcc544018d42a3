import { Progress, Stack, Text } from '@mantine/core';
import { FULFILMENT_LABELS as L, type PickingBatchDto } from '@logi/shared';

/** A batch's progress under 検品: its parcels inspected (shipped since or not) of all. */
export function BatchProgress({ batch }: { batch: PickingBatchDto }) {
  const label = L.batchOf(batch.number, batch.inspectedCount, batch.parcelCount);
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress
        color="grape"
        value={batch.parcelCount === 0 ? 0 : (batch.inspectedCount / batch.parcelCount) * 100}
        aria-label={label}
      />
    </Stack>
  );
}
