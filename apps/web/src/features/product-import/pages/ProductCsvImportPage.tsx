import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import {
  CSV_UPLOAD_TEXTS as T,
  LINE_BREAK_MESSAGE,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_TEXTS,
  type ProductImportEncoding,
} from '@logi/shared';
import { CsvColumnsSection, CsvEncodingField, ErrorPanel } from '../../../components/ui/index.ts';
import { useImportProductCsv } from '../api/import-product-csv.ts';
import { templateUrl, useValidateProductCsv } from '../api/validate-product-csv.ts';
import { CsvFileDropzone } from '../components/CsvFileDropzone.tsx';
import { ImportOutcome } from '../components/ImportOutcome.tsx';
import { useFollowedProcess } from '../../../lib/events/index.ts';

/** /csv_import (商品CSV登録): choose a file, 検証 (every row checked), then 取込 (all or nothing). */
export function ProductCsvImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [lineBreaksToSpaces, setLineBreaksToSpaces] = useState(false);
  const validate = useValidateProductCsv();
  const runImport = useImportProductCsv();
  const process = useFollowedProcess(runImport.data?.processId ?? null);
  const busy = validate.isPending || runImport.isPending;
  const running =
    Boolean(runImport.data?.processId) &&
    process?.processStatus !== 'completed' &&
    process?.processStatus !== 'failed';

  const choose = (next: File) => {
    setFile(next);
    setRefusal(null);
    validate.reset();
    runImport.reset();
  };
  const upload = file
    ? { file, encoding, lineBreaks: lineBreaksToSpaces ? ('space' as const) : ('keep' as const) }
    : null;
  const error = refusal ? { message: refusal } : (validate.error ?? runImport.error);
  // Offered once a line break was refused (an Excel cell with Alt+Enter), and kept while chosen.
  const lineBreakRefused = JSON.stringify(error ?? null).includes(LINE_BREAK_MESSAGE);

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="md">
          <CsvFileDropzone
            file={file}
            onFile={choose}
            onRefused={setRefusal}
            disabled={busy || running}
          />
          <Group align="flex-end" gap="md">
            <CsvEncodingField value={encoding} onChange={setEncoding} />
            <Button
              variant="default"
              disabled={!upload || busy || running}
              loading={validate.isPending}
              onClick={() => {
                runImport.reset();
                if (upload) validate.mutate(upload);
              }}
            >
              {T.validate}
            </Button>
            <Button
              disabled={!upload || busy || running}
              loading={runImport.isPending}
              onClick={() => {
                validate.reset();
                if (upload) runImport.mutate(upload);
              }}
            >
              {T.import}
            </Button>
          </Group>
          {validate.data ? (
            <Text size="sm" role="status">
              {PRODUCT_IMPORT_TEXTS.validated(validate.data.rowCount)}
            </Text>
          ) : null}
          {lineBreakRefused || lineBreaksToSpaces ? (
            <Checkbox
              label={PRODUCT_IMPORT_TEXTS.lineBreaksToSpaces}
              checked={lineBreaksToSpaces}
              onChange={(event) => setLineBreaksToSpaces(event.currentTarget.checked)}
            />
          ) : null}
          <ErrorPanel error={error} />
          {runImport.data ? <ImportOutcome result={runImport.data} process={process} /> : null}
        </Stack>
      </Paper>
      <CsvColumnsSection
        columns={PRODUCT_CSV_COLUMNS}
        templateUrl={templateUrl}
        layout={PRODUCT_IMPORT_TEXTS.layout}
      />
    </Stack>
  );
}
