import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { CSV_UPLOAD_TEXTS as T } from '@logi/shared';
import { CsvItemDescriptionTable } from './CsvItemDescriptionTable.tsx';

type CsvColumn = { header: string; required: boolean; format: string; description: string };
type TemplateEncoding = 'utf8' | 'sjis';

/** An upload page's CSV layout: the template in both encodings, the rules, and every column. */
export function CsvColumnsSection({
  columns,
  templateUrl,
  layout,
}: {
  columns: readonly CsvColumn[];
  templateUrl: (encoding: TemplateEncoding) => string;
  layout: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {T.columns}
      </Title>
      <Group gap="md">
        <Text size="sm">{T.template}</Text>
        <Anchor href={templateUrl('utf8')} download size="sm">
          UTF-8
        </Anchor>
        <Anchor href={templateUrl('sjis')} download size="sm">
          Shift_JIS
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {layout}
      </Text>
      <CsvItemDescriptionTable
        items={columns.map((column) => ({
          name: column.header,
          required: column.required,
          format: column.format,
          description: column.description,
        }))}
      />
    </Stack>
  );
}
