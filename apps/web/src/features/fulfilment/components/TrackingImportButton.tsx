import { useState } from 'react';
import {
  DELIVERY_CARRIER_VALUES,
  DELIVERY_CARRIERS,
  FULFILMENT_LABELS as L,
  type DeliveryCarrier,
} from '@logi/shared';
import { CsvUploadButton } from '../../../components/resource/index.ts';
import { SelectField, selectOptions } from '../../../components/ui/index.ts';
import { useImportTracking } from '../api/import-tracking.ts';

/** 伝票番号取込: a carrier's issued-data CSV; the shipped count, or the refused rows (行目). */
export function TrackingImportButton() {
  const [carrier, setCarrier] = useState<DeliveryCarrier | null>(null);
  const upload = useImportTracking();
  return (
    <CsvUploadButton
      title={L.trackingImport}
      help={L.trackingImportHelp}
      fileLabel={L.trackingFile}
      ready={carrier !== null}
      upload={upload}
      onImport={(file, encoding) => carrier && upload.mutate({ file, carrier, encoding })}
      result={upload.data ? L.shipped(upload.data.shipped) : null}
    >
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
    </CsvUploadButton>
  );
}
