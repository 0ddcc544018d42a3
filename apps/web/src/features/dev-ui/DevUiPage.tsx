import { COLOR_SCHEME_LABELS, TEXTS, type ColorScheme } from '@logi/shared';
import {
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { CopyButtonDemo, DeleteDialogDemo } from './sections/DialogDemo.tsx';
import {
  CsvTableDemo,
  EmptyStateDemo,
  QueryStateDemo,
  SkeletonDemo,
  ThemeDefaultsDemo,
} from './sections/DisplayDemo.tsx';
import { ErrorPanelDemo } from './sections/ErrorPanelDemo.tsx';
import { DateFieldsDemo, FormButtonsDemo, SelectDemo } from './sections/FormControlsDemo.tsx';
import { PostalDemo } from './sections/PostalDemo.tsx';
import { ResourceTableDemo } from './sections/ResourceTableDemo.tsx';
import { TransferDemo } from './sections/TransferDemo.tsx';

/** Every shared UI kit component on one page, for people and for the browser test (/dev/ui). */
export function DevUiPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {TEXTS.devUiTitle}
            </Title>
            <Text size="sm" c="dimmed">
              共通コンポーネントの表示確認用ページです。
            </Text>
          </div>
          <ColorSchemeSwitch />
        </Group>
        <DeleteDialogDemo />
        <CopyButtonDemo />
        <TransferDemo />
        <ErrorPanelDemo />
        <DateFieldsDemo />
        <SelectDemo />
        <FormButtonsDemo />
        <PostalDemo />
        <ResourceTableDemo />
        <CsvTableDemo />
        <EmptyStateDemo />
        <QueryStateDemo />
        <SkeletonDemo />
        <ThemeDefaultsDemo />
      </Stack>
    </Container>
  );
}

function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="配色"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as ColorScheme)}
      data={Object.entries(COLOR_SCHEME_LABELS).map(([value, label]) => ({ value, label }))}
    />
  );
}
