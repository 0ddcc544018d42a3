import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_ENCODING_LABELS,
  PRODUCT_IMPORT_ENCODINGS,
  type ProductImportEncoding,
} from '@logi/shared';
import {
  CsvItemDescriptionTable,
  ErrorPanel,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import { templateUrl, useImportProductCsv, useValidateProductCsv } from '../api/product-import.ts';
import { CsvFileDropzone } from '../components/CsvFileDropzone.tsx';
import { ImportOutcome } from '../components/ImportOutcome.tsx';
import { useFollowedProcess } from '../components/use-followed-process.ts';

const ITEMS = PRODUCT_CSV_COLUMNS.map((column) => ({
  name: column.header,
  required: column.required,
  format: column.format,
  description: column.description,
}));
const ENCODING_OPTIONS = selectOptions(
  PRODUCT_IMPORT_ENCODINGS,
  (value) => PRODUCT_IMPORT_ENCODING_LABELS[value],
);

/** /csv_import (商品CSV登録): choose a file, 検証 (every row checked), then 取込 (all or nothing). */
export function ProductCsvImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const [refusal, setRefusal] = useState<string | null>(null);
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
  const upload = file ? { file, encoding } : null;
  const error = refusal ? { message: refusal } : (validate.error ?? runImport.error);

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
            <SelectField
              label="文字コード"
              data={ENCODING_OPTIONS}
              value={encoding}
              onChange={(value) => setEncoding((value ?? 'auto') as ProductImportEncoding)}
              allowDeselect={false}
              w={180}
            />
            <Button
              variant="default"
              disabled={!upload || busy || running}
              loading={validate.isPending}
              onClick={() => {
                runImport.reset();
                if (upload) validate.mutate(upload);
              }}
            >
              検証
            </Button>
            <Button
              disabled={!upload || busy || running}
              loading={runImport.isPending}
              onClick={() => {
                validate.reset();
                if (upload) runImport.mutate(upload);
              }}
            >
              取込
            </Button>
          </Group>
          {validate.data ? (
            <Text size="sm" role="status">
              {`検証が完了しました：${validate.data.rowCount}行、エラーはありません。「取込」で登録できます。`}
            </Text>
          ) : null}
          <ErrorPanel error={error} />
          {runImport.data ? <ImportOutcome result={runImport.data} process={process} /> : null}
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          CSVの項目
        </Title>
        <Group gap="md">
          <Text size="sm">テンプレート：</Text>
          <Anchor href={templateUrl('utf8')} download size="sm">
            UTF-8
          </Anchor>
          <Anchor href={templateUrl('sjis')} download size="sm">
            Shift_JIS
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          1行目は見出し行です（列の順序は自由、必須でない列は省略できます）。商品コードが登録済みなら更新、なければ新規登録します。1行でもエラーがあれば何も登録しません。
        </Text>
        <CsvItemDescriptionTable items={ITEMS} />
      </Stack>
    </Stack>
  );
}
