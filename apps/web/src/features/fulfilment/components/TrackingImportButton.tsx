import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CSV_UPLOAD_TEXTS as T,
  DELIVERY_CARRIER_VALUES,
  DELIVERY_CARRIERS,
  FULFILMENT_LABELS as L,
  type DeliveryCarrier,
  type ProductImportEncoding,
} from '@logi/shared';
import {
  CsvEncodingField,
  ErrorPanel,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import { useImportTracking } from '../api/import-tracking.ts';

/** 伝票番号取込: a carrier's issued-data CSV; the shipped count, or the refused rows (行目). */
export function TrackingImportButton() {
  const [opened, setOpened] = useState(false);
  const [carrier, setCarrier] = useState<DeliveryCarrier | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const upload = useImportTracking();
  const close = () => {
    setOpened(false);
    setFile(null);
    upload.reset();
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {L.trackingImport}
      </Button>
      <Modal opened={opened} onClose={close} title={L.trackingImport} size="lg">
        <Stack gap="sm">
          <Text size="sm">{L.trackingImportHelp}</Text>
          <SelectField
            label={L.carrier}
            required
            data={selectOptions(DELIVERY_CARRIER_VALUES, (code) => DELIVERY_CARRIERS[code])}
            value={carrier}
            onChange={(value) => {
              setCarrier(value as DeliveryCarrier | null);
              upload.reset();
            }}
          />
          <Group align="flex-end">
            <FileInput
              label={L.trackingFile}
              placeholder={T.chooseFile}
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              accept=".csv,text/csv"
              value={file}
              onChange={(next) => {
                setFile(next);
                upload.reset();
              }}
              clearable
              w={300}
            />
            <CsvEncodingField value={encoding} onChange={setEncoding} />
          </Group>
          <ErrorPanel error={upload.error} />
          {upload.data ? (
            <Text size="sm" role="status">
              {L.shipped(upload.data.shipped)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {L.close}
            </Button>
            <Button
              disabled={!file || !carrier}
              loading={upload.isPending}
              onClick={() => file && carrier && upload.mutate({ file, carrier, encoding })}
            >
              {T.import}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
