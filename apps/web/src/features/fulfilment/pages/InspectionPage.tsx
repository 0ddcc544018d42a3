import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FULFILMENT_LABELS as L, type InspectionParcelDto } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useCompleteInspection } from '../api/complete-inspection.ts';
import { usePickingBatch } from '../api/get-picking-batch.ts';
import { useLookupInspection } from '../api/lookup-inspection.ts';
import { BatchProgress } from '../components/BatchProgress.tsx';
import { beep } from '../components/beep.ts';
import { CameraScanButton } from '../components/CameraScanButton.tsx';
import {
  inspectionCountReducer,
  isCountComplete,
  scansOf,
  startCount,
  type InspectionCount,
} from '../components/inspection-count.ts';
import { InspectionLines } from '../components/InspectionLines.tsx';
import classes from '../components/inspection.module.css';

const FLASH_MS = 700;
const batchIdOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/**
 * /shippings/inspection (検品): for a USB scanner (keys ending in Enter) into one field that keeps
 * focus. The first scan is the order, then each item; a refused scan flashes red, beeps and is
 * announced, and never counts. When every line matches, Enter (with or without a tracking number)
 * completes it and the field waits for the next order: the whole flow without the mouse.
 */
export function InspectionPage() {
  const [params] = useSearchParams();
  const [parcel, setParcel] = useState<InspectionParcelDto | null>(null);
  const [count, setCount] = useState<InspectionCount | null>(null);
  const [flash, setFlash] = useState(0);
  const [done, setDone] = useState('');
  const scanField = useRef<HTMLInputElement>(null);
  const lookup = useLookupInspection();
  const complete = useCompleteInspection();
  const batch = usePickingBatch(parcel?.batchId ?? batchIdOf(params.get('batchId')));
  const ready = count !== null && isCountComplete(count.lines);

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(0), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  // Back to the scan field whenever the stage changes (a new order, a completed one).
  useEffect(() => {
    if (!ready) scanField.current?.focus();
  }, [ready, parcel]);

  const refuse = () => {
    setFlash(Date.now());
    beep();
  };

  const startOrder = (code: string) => {
    complete.reset();
    lookup.mutate(code, {
      onSuccess: (found) => {
        setParcel(found);
        setCount(startCount(found));
        setDone('');
      },
      onError: refuse,
    });
  };

  const scan = (raw: string) => {
    const code = raw.trim();
    if (code === '' || lookup.isPending) return;
    if (!count) return startOrder(code);
    const next = inspectionCountReducer(count, { type: 'scan', code });
    setCount(next);
    if (next.refusal) refuse();
  };

  const finish = (trackingNumber: string) => {
    if (!parcel || !count || complete.isPending) return;
    const tracking = trackingNumber.trim();
    complete.mutate(
      {
        instructionId: parcel.instructionId,
        scans: scansOf(count.lines),
        trackingNumber: tracking,
      },
      {
        onSuccess: () => {
          setDone(
            tracking
              ? L.completedShipped(parcel.orderNumber, tracking)
              : L.completedInspected(parcel.orderNumber),
          );
          reset();
        },
        onError: refuse,
      },
    );
  };

  const reset = () => {
    setParcel(null);
    setCount(null);
    lookup.reset();
  };

  const onScanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    scan(event.currentTarget.value);
    event.currentTarget.value = '';
  };

  return (
    <Stack gap="md" maw={960}>
      <Paper withBorder p="md" className={flash ? classes.refused : undefined}>
        <Stack gap="sm">
          <TextInput
            ref={scanField}
            label={L.scan}
            description={count ? L.scanItem : L.scanOrder}
            size="lg"
            autoComplete="off"
            autoFocus
            readOnly={ready}
            onKeyDown={onScanKey}
            // A click on nothing (or a refused scan's flash) must not leave the scanner typing nowhere.
            onBlur={(event) => {
              if (event.relatedTarget === null && !ready) {
                window.setTimeout(() => scanField.current?.focus(), 0);
              }
            }}
          />
          {/* Live regions stay in the page (empty) so their next text is announced. */}
          <div>
            <Text role="alert" className={classes.refusal} fw={700} size="lg">
              {count?.refusal ?? ''}
            </Text>
            <Text role="status" size="sm" className={classes.done}>
              {done}
            </Text>
          </div>
          {/* A refusal names its field too: the secondary collector shows each message once. */}
          <ErrorPanel error={lookup.error ?? complete.error} collector="secondary" />
          <CameraScanButton onScan={(code) => (ready ? finish(code) : scan(code))} />
        </Stack>
      </Paper>
      {parcel && count ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {L.counting(parcel.orderNumber, parcel.recipientName)}
              </Title>
              <Button variant="default" size="xs" onClick={reset}>
                {L.cancelOrder}
              </Button>
            </Group>
            <InspectionLines lines={count.lines} />
            {ready ? <TrackingStep pending={complete.isPending} onComplete={finish} /> : null}
          </Stack>
        </Paper>
      ) : null}
      {batch.data ? <BatchProgress batch={batch.data} /> : null}
    </Stack>
  );
}

/** The last step: an optional tracking number, then Enter (or the button) completes. */
function TrackingStep({
  pending,
  onComplete,
}: {
  pending: boolean;
  onComplete: (trackingNumber: string) => void;
}) {
  const [tracking, setTracking] = useState('');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700} role="status">
        {L.completeHint}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={L.trackingNumber}
          value={tracking}
          autoFocus
          autoComplete="off"
          onChange={(event) => setTracking(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onComplete(tracking);
            }
          }}
          w={280}
        />
        <Button loading={pending} onClick={() => onComplete(tracking)}>
          {L.complete}
        </Button>
      </Group>
    </Stack>
  );
}
