import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  ORDER_CSV_COLUMNS,
  ORDER_MESSAGES,
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
import { paths } from '../../../lib/paths.ts';
import { orderTemplateUrl, useImportOrderCsv } from '../api/import-order-csv.ts';

const ITEMS = ORDER_CSV_COLUMNS.map((column) => ({
  name: column.header,
  required: column.required,
  format: column.format,
  description: column.description,
}));
const ENCODING_OPTIONS = selectOptions(
  PRODUCT_IMPORT_ENCODINGS,
  (value) => PRODUCT_IMPORT_ENCODING_LABELS[value],
);

/** /allocation_management/import (受注CSV取込): one row per order line; all or nothing. */
export function OrderCsvImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const runImport = useImportOrderCsv();
  const choose = (next: File | null) => {
    setFile(next);
    runImport.reset();
  };
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="md">
            <FileInput
              label="CSVファイル"
              placeholder="ファイルを選択"
              // Mantine's placeholder grey is below WCAG AA on white; the theme's dimmed passes.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              accept=".csv,text/csv"
              value={file}
              onChange={choose}
              clearable
              w={360}
              disabled={runImport.isPending}
            />
            <SelectField
              label="文字コード"
              data={ENCODING_OPTIONS}
              value={encoding}
              onChange={(value) => setEncoding((value ?? 'auto') as ProductImportEncoding)}
              allowDeselect={false}
              w={180}
            />
            <Button
              disabled={!file}
              loading={runImport.isPending}
              onClick={() => file && runImport.mutate({ file, encoding })}
            >
              取込
            </Button>
          </Group>
          <ErrorPanel error={runImport.error} />
          {runImport.data ? (
            <Group gap="md">
              <Text size="sm" role="status">
                {ORDER_MESSAGES.imported(runImport.data.created, runImport.data.existing)}
              </Text>
              <Anchor component={Link} to={paths.allocationManagement.list()} size="sm">
                引当管理へ
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          CSVの項目
        </Title>
        <Group gap="md">
          <Text size="sm">テンプレート：</Text>
          <Anchor href={orderTemplateUrl('utf8')} download size="sm">
            UTF-8
          </Anchor>
          <Anchor href={orderTemplateUrl('sjis')} download size="sm">
            Shift_JIS
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          1行目は見出し行です（列の順序は自由、必須でない列は省略できます）。受注明細1件につき1行で、同じ受注の行には同じショップコードと受注番号を入れます（受注の項目は2行目以降は空欄でも構いません）。1行でもエラーがあれば何も登録しません。
        </Text>
        <CsvItemDescriptionTable items={ITEMS} />
      </Stack>
    </Stack>
  );
}
