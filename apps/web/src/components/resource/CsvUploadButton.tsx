import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CSV_UPLOAD_TEXTS as T, TEXTS, type ProductImportEncoding } from '@logi/shared';
import { CsvEncodingField, ErrorPanel } from '../ui/index.ts';

/** The upload's mutation as the dialog reads it (a TanStack mutation fits). */
type CsvUpload = { error: unknown; isPending: boolean; reset: () => void };

export type CsvUploadButtonProps = {
  /** The button's label and the dialog's title. */
  title: string;
  /** The line above the fields: what the file holds. */
  help: string;
  /** The file field's label (default CSVファイル). */
  fileLabel?: string;
  /** Fields the import needs besides the file, above it; they reset `upload` when changed. */
  children?: ReactNode;
  /** Whether those fields are complete (取込 waits for them and a file). */
  ready?: boolean;
  upload: CsvUpload;
  onImport: (file: File, encoding: ProductImportEncoding) => void;
  /** The status line once an import went through (null before). */
  result: string | null;
};

/** A button that opens a CSV import: file, encoding, the refused rows (行目) or the result line. */
export function CsvUploadButton({
  title,
  help,
  fileLabel = T.file,
  children,
  ready = true,
  upload,
  onImport,
  result,
}: CsvUploadButtonProps) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ProductImportEncoding>('auto');
  const close = () => {
    setOpened(false);
    setFile(null);
    upload.reset();
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {title}
      </Button>
      <Modal opened={opened} onClose={close} title={title} size="lg">
        <Stack gap="sm">
          <Text size="sm">{help}</Text>
          {children}
          <Group align="flex-end">
            <FileInput
              label={fileLabel}
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
          {result === null ? null : (
            <Text size="sm" role="status">
              {result}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {TEXTS.close}
            </Button>
            <Button
              disabled={!file || !ready}
              loading={upload.isPending}
              onClick={() => file && onImport(file, encoding)}
            >
              {T.import}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
