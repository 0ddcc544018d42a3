import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { DemoSection } from '../DemoSection.tsx';
import { errorSamples } from '../error-samples.ts';

export function ErrorPanelDemo() {
  return (
    <DemoSection
      id="error-panel"
      title="エラーパネル"
      note="エラー本文の形ごとの表示（第1・第2の集約方法）"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {errorSamples.map((sample) => (
          <Stack key={sample.id} gap={4} data-testid={`error-sample-${sample.id}`}>
            <Text size="xs" c="dimmed">
              {sample.label}
            </Text>
            <ErrorPanel error={sample.error} collector={sample.collector} />
          </Stack>
        ))}
      </SimpleGrid>
    </DemoSection>
  );
}
