import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { DELIVERY_CARRIERS, FULFILMENT_LABELS as L, type PickingBatchDto } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';
import {
  downloadDeliveryNotes,
  downloadLabelFile,
  downloadPickingList,
} from '../api/download-batch-files.ts';
import { useDownload } from './use-download.ts';

/** One batch's files (ピッキングリスト, 納品書, 送り状データ per carrier) and its 検品. */
export function BatchFileButtons({
  batch,
  onError,
}: {
  batch: PickingBatchDto;
  onError: (error: unknown) => void;
}) {
  const { busy, run } = useDownload(onError);
  const file = (key: string, label: string, download: () => Promise<unknown>) => (
    <Button
      key={key}
      size="xs"
      variant="default"
      loading={busy === key}
      disabled={busy !== null && busy !== key}
      aria-label={`${label}（${batch.number}）`}
      onClick={() => void run(key, download)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {file('picking', L.pickingList, () => downloadPickingList(batch.id))}
      {file('notes', L.deliveryNotes, () => downloadDeliveryNotes(batch.id))}
      {batch.carriers.map((carrier) =>
        file(carrier, L.labelFile(DELIVERY_CARRIERS[carrier]), () =>
          downloadLabelFile(batch.id, carrier),
        ),
      )}
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={paths.fulfilment.inspection(batch.id)}
        aria-label={`${L.toInspection}（${batch.number}）`}
      >
        {L.toInspection}
      </Button>
    </Group>
  );
}
