import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime, type ConnectionTestResult } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useTestConnection } from '../api/test-connection.ts';

/** 接続テスト: runs the provider's check with the stored setting and shows the last result. */
export function ConnectionTestPanel({
  settingId,
  lastTest,
}: {
  settingId: number;
  lastTest: ConnectionTestResult | null;
}) {
  const test = useTestConnection();
  const [result, setResult] = useState(lastTest);
  return (
    <Stack gap="xs" maw={880}>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlugConnected size={16} />}
          loading={test.isPending}
          onClick={() => void test.mutateAsync(settingId).then(setResult)}
        >
          接続テスト
        </Button>
        <Text size="xs" c="dimmed">
          保存済みの設定で接続を確認します
        </Text>
      </Group>
      <ErrorPanel error={test.error} />
      {result ? (
        <Alert
          color={result.succeeded ? 'teal' : 'red'}
          title={`前回の接続テスト（${formatDateTime(result.testedAt)}）`}
          data-testid="connection-test-result"
        >
          {result.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
