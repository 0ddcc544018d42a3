import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  CSV_UPLOAD_TEXTS as T,
  ORDER_CSV_COLUMNS,
  ORDER_MESSAGES,
  type ProductImportEncoding,
} from '@logi/shared';
import { CsvColumnsSection, CsvEncodingField, ErrorPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { orderTemplateUrl, useImportOrderCsv } from '../api/import-order-csv.ts';

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
              label={T.file}
              placeholder={T.chooseFile}
              // Mantine's placeholder grey is below WCAG AA on white; the theme's dimmed passes.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              accept=".csv,text/csv"
              value={file}
              onChange={choose}
              clearable
              w={360}
              disabled={runImport.isPending}
            />
            <CsvEncodingField value={encoding} onChange={setEncoding} />
            <Button
              disabled={!file}
              loading={runImport.isPending}
              onClick={() => file && runImport.mutate({ file, encoding })}
            >
              {T.import}
            </Button>
          </Group>
          <ErrorPanel error={runImport.error} />
          {runImport.data ? (
            <Group gap="md">
              <Text size="sm" role="status">
                {ORDER_MESSAGES.imported(runImport.data.created, runImport.data.existing)}
              </Text>
              <Anchor component={Link} to={paths.allocationManagement.list()} size="sm">
                {ORDER_MESSAGES.toAllocationManagement}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <CsvColumnsSection
        columns={ORDER_CSV_COLUMNS}
        templateUrl={orderTemplateUrl}
        layout={ORDER_MESSAGES.csvLayout}
      />
    </Stack>
  );
}
