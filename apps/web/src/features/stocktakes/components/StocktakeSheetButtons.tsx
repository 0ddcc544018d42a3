import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CSV_ENCODING_LABELS,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_NOTES as NOTES,
  STOCKTAKE_SHEET_TEXTS as SHEET,
  stocktakeEndpoints,
} from '@logi/shared';
import { CsvExportButton, CsvUploadButton } from '../../../components/resource/index.ts';
import { downloadStocktakeSheetPdf } from '../api/download-stocktake-sheet-pdf.ts';
import { useImportStocktakeCounts } from '../api/import-stocktake-counts.ts';

/** The count, whether it is blind, and where a refusal is shown. */
type SheetButtonProps = { id: number; blind: boolean; onError: (error: unknown) => void };

/** 棚卸表CSV: the count sheet in either encoding, with 理論在庫 unless the count is blind. */
export function StocktakeSheetButton({ id, blind, onError }: SheetButtonProps) {
  return (
    <CsvExportButton
      url={stocktakeEndpoints.sheet.url({ id })}
      body={{ blind }}
      fallbackName="棚卸表.csv"
      onError={onError}
      label={SHEET.csvButton}
      encodingLabels={CSV_ENCODING_LABELS}
    />
  );
}

/** 棚卸表（PDF）: the same sheet to print for the counters on the floor. */
export function StocktakeSheetPdfButton({ id, blind, onError }: SheetButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    onError(null);
    try {
      await downloadStocktakeSheetPdf(id, blind);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      loading={busy}
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      onClick={() => void download()}
    >
      {SHEET.pdfButton}
    </Button>
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
