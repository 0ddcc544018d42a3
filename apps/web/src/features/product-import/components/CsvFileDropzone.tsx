import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { PRODUCT_IMPORT_MAX_BYTES, TEXTS } from '@logi/shared';

const CSV_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/octet-stream',
];
const MB = 1024 * 1024;

/** Drop a CSV file here or click to choose one (keyboard: the zone is a button). */
export function CsvFileDropzone({
  file,
  onFile,
  onRefused,
  disabled,
}: {
  file: File | null;
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
  disabled?: boolean;
}) {
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={(rejections) =>
        onRefused(
          rejections[0]?.errors[0]?.code === 'file-too-large'
            ? 'ファイルが大きすぎます。50MB以下のファイルを指定してください。'
            : 'CSVファイルを1つ指定してください。',
        )
      }
      maxSize={PRODUCT_IMPORT_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      accept={CSV_TYPES}
      disabled={disabled}
      aria-label="CSVファイルを選択"
      inputProps={{ 'aria-label': TEXTS.fileUpload }}
    >
      <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileTypeCsv size={40} />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="md">CSVファイルをここにドラッグ＆ドロップ、またはクリックして選択</Text>
          <Text size="sm" c="dimmed">
            {file
              ? `選択中：${file.name}（${(file.size / MB).toFixed(2)}MB）`
              : 'UTF-8 または Shift_JIS、50MBまで'}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
