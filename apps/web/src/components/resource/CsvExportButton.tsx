import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { CSV_ENCODING_LABELS, CSV_ENCODINGS, TEXTS, type CsvEncoding } from '@logi/shared';
import { downloadFile } from '../../lib/http/download.ts';

export type CsvExportButtonProps = {
  /** The resource's export endpoint (`POST /api/{resource}/export`). */
  url: string;
  /** The search body of the list as shown (filters and order); the encoding is added. */
  body: Record<string, unknown>;
  /** Used only when the answer names no file. */
  fallbackName: string;
  /** A refused or failed export, for the page's error panel; null when one starts. */
  onError: (error: unknown) => void;
  /** The button's label (default CSV出力). */
  label?: string;
  /** The menu's name for each encoding (default: the name with what it suits). */
  encodingLabels?: Record<CsvEncoding, string>;
};

const ENCODING_HINTS: Record<CsvEncoding, string> = {
  utf8: `${CSV_ENCODING_LABELS.utf8}（BOM付き）`,
  sjis: `${CSV_ENCODING_LABELS.sjis}（Excel向け）`,
};

/** 「CSV出力」: a menu of the two encodings; the chosen one downloads the list (or sheet) as filtered. */
export function CsvExportButton({
  url,
  body,
  fallbackName,
  onError,
  label = TEXTS.csvExport,
  encodingLabels = ENCODING_HINTS,
}: CsvExportButtonProps) {
  const [running, setRunning] = useState(false);
  const run = async (encoding: CsvEncoding) => {
    setRunning(true);
    onError(null);
    try {
      await downloadFile(url, { ...body, encoding }, fallbackName);
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
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CSV_ENCODINGS.map((encoding) => (
          <Menu.Item key={encoding} onClick={() => void run(encoding)}>
            {encodingLabels[encoding]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
