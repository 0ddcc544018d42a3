import { Progress, Stack, Text } from '@mantine/core';
import { FULFILMENT_LABELS as L, type PickingBatchDetailDto } from '@logi/shared';

/** A batch's progress under 検品: its parcels inspected (shipped since or not) of all. */
export function BatchProgress({ batch }: { batch: PickingBatchDetailDto }) {
  const done = batch.parcels.filter((parcel) => parcel.inspectedAt !== null).length;
  const label = L.batchOf(batch.number, done, batch.parcels.length);
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress
        color="grape"
        value={batch.parcels.length === 0 ? 0 : (done / batch.parcels.length) * 100}
        aria-label={label}
      />
    </Stack>
  );
}
