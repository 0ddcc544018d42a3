import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  CSV_UPLOAD_TEXTS as T,
  ORDER_CSV_COLUMNS,
  ORDER_FILE_FORMATS,
  ORDER_FILE_FORMAT_VALUES,
  ORDER_FILE_TEXTS,
  ORDER_MESSAGES,
  type OrderFileFormat,
  type ProductImportEncoding,
} from '@logi/shared';
import {
  CsvColumnsSection,
  CsvEncodingField,
  ErrorPanel,
  RemoteSelect,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import { shopSource } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { orderTemplateUrl, useImportOrderCsv } from '../api/import-order-csv.ts';
import { MallSkippedOrders } from '../components/MallSkippedOrders.tsx';

const FORMAT_OPTIONS = selectOptions(
  ORDER_FILE_FORMAT_VALUES,
  (value) => ORDER_FILE_FORMATS[value],
);

/**
 * /allocation_management/import (受注CSV取込): our layout or a mall's own order file (for a chosen
 * shop), one row per order line; all or nothing.
 */
export function OrderCsvImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const [format, setFormat] = useState<OrderFileFormat>('own');
  const [shopId, setShopId] = useState<number | null>(null);
  const runImport = useImportOrderCsv();
  const mall = format !== 'own';
  const choose = (next: File | null) => {
    setFile(next);
    runImport.reset();
  };
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="md">
            <SelectField
              label={ORDER_FILE_TEXTS.format}
              data={FORMAT_OPTIONS}
              value={format}
              onChange={(next) => {
                setFormat((next ?? 'own') as OrderFileFormat);
                runImport.reset();
              }}
              allowDeselect={false}
              w={260}
              disabled={runImport.isPending}
            />
            {mall ? (
              <RemoteSelect
                label={ORDER_FILE_TEXTS.shop}
                source={shopSource}
                value={shopId}
                onChange={(id) => setShopId(id)}
                w={220}
                disabled={runImport.isPending}
              />
            ) : null}
            <FileInput
              label={T.file}
              placeholder={T.chooseFile}
              // Mantine's placeholder grey is below WCAG AA on white; the theme's dimmed passes.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
              value={file}
              onChange={choose}
              clearable
              w={360}
              disabled={runImport.isPending}
            />
            <CsvEncodingField value={encoding} onChange={setEncoding} />
            <Button
              disabled={!file || (mall && shopId === null)}
              loading={runImport.isPending}
              onClick={() => file && runImport.mutate({ file, encoding, format, shopId })}
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
          {runImport.data ? <MallSkippedOrders skipped={runImport.data.skipped} /> : null}
        </Stack>
      </Paper>
      {mall ? (
        <Text size="sm">{ORDER_FILE_TEXTS.mallLayout}</Text>
      ) : (
        <CsvColumnsSection
          columns={ORDER_CSV_COLUMNS}
          templateUrl={orderTemplateUrl}
          layout={ORDER_MESSAGES.csvLayout}
        />
      )}
    </Stack>
  );
}
