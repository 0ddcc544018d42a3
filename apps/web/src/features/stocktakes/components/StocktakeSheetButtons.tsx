import { Button, FileInput, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CSV_ENCODING_LABELS,
  CSV_ENCODINGS,
  CSV_UPLOAD_TEXTS as T,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_NOTES as NOTES,
  stocktakeEndpoints,
  type CsvEncoding,
  type ProductImportEncoding,
} from '@logi/shared';
import { CsvEncodingField, ErrorPanel } from '../../../components/ui/index.ts';
import { downloadFile } from '../../../lib/http/download.ts';
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
  const [running, setRunning] = useState(false);
  const run = async (encoding: CsvEncoding) => {
    setRunning(true);
    onError(null);
    try {
      await downloadFile(stocktakeEndpoints.sheet.url({ id }), { encoding, blind }, '棚卸表.csv');
    } catch (error) {
      onError(error);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={running}
          leftSection={<IconFileTypeCsv size={18} />}
          rightSection={<IconChevronDown size={14} />}
        >
          棚卸表CSV
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CSV_ENCODINGS.map((encoding) => (
          <Menu.Item key={encoding} onClick={() => void run(encoding)}>
            {CSV_ENCODING_LABELS[encoding]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** 実棚数取込: the filled sheet, all or nothing; the refused rows (行目) when any is wrong. */
export function StocktakeImportButton({ id }: { id: number }) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const upload = useImportStocktakeCounts();
  const close = () => {
    setOpened(false);
    setFile(null);
    upload.reset();
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        実棚数取込
      </Button>
      <Modal opened={opened} onClose={close} title="実棚数取込" size="lg">
        <Stack gap="sm">
          <Text size="sm">{NOTES.sheetLayout}</Text>
          <Group align="flex-end">
            <FileInput
              label={T.file}
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
              {M.counted(upload.data.counted)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              閉じる
            </Button>
            <Button
              disabled={!file}
              loading={upload.isPending}
              onClick={() => file && upload.mutate({ id, file, encoding })}
            >
              {T.import}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
