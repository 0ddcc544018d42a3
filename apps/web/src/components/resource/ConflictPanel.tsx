import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { TEXTS } from '@logi/shared';
import { ErrorAlert } from '../ui/index.ts';

/**
 * A 409 on save: someone else saved first. What was typed stays in the form; 再読み込み loads the
 * current record (dropping the typed changes), after which a save works again.
 */
export function ConflictPanel({ onReload }: { onReload: () => void }) {
  return (
    <ErrorAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{TEXTS.staleEdit}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
        >
          {TEXTS.reload}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
