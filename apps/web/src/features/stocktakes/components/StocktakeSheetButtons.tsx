import {
  CSV_ENCODING_LABELS,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_NOTES as NOTES,
  stocktakeEndpoints,
} from '@logi/shared';
import { CsvExportButton, CsvUploadButton } from '../../../components/resource/index.ts';
import { useImportStocktakeCounts } from '../api/import-stocktake-counts.ts';

/** 棚卸表CSV: the count sheet in either encoding, with 理論在庫 unless the count is blind. */
export function StocktakeSheetButton({
  id,
  blind,
  onError,
}: {
  id: number;
  blind: boolean;
  onError: (error: unknown) => void;
}) {
  return (
    <CsvExportButton
      url={stocktakeEndpoints.sheet.url({ id })}
      body={{ blind }}
      fallbackName="棚卸表.csv"
      onError={onError}
      label="棚卸表CSV"
      encodingLabels={CSV_ENCODING_LABELS}
    />
  );
}

/** 実棚数取込: the filled sheet, all or nothing; the refused rows (行目) when any is wrong. */
export function StocktakeImportButton({ id }: { id: number }) {
  const upload = useImportStocktakeCounts();
  return (
    <CsvUploadButton
      title="実棚数取込"
      help={NOTES.sheetLayout}
      upload={upload}
      onImport={(file, encoding) => upload.mutate({ id, file, encoding })}
      result={upload.data ? M.counted(upload.data.counted) : null}
    />
  );
}
