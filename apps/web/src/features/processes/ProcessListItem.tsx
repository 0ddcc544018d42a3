import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDateTime, isProcessDeletable, PROCESS_STATUSES } from '@logi/shared';
import type { Process } from './api/get-processes.ts';
import { ProcessStatusIcon } from './ProcessStatusIcon.tsx';

type Props = { process: Process; deleting: boolean; onDelete: (process: Process) => void };

function percent(progress: Process['progress']): number | undefined {
  if (!progress || progress.total <= 0) return undefined;
  return Math.round((progress.done / progress.total) * 100);
}

/** One process: action, status, progress while processing, its message when ended, times. */
export function ProcessListItem({ process, deleting, onDelete }: Props) {
  const status = PROCESS_STATUSES[process.processStatus];
  const progress = percent(process.progress);
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py={8}
      data-process-id={process.id}
      data-status={process.processStatus}
    >
      <ProcessStatusIcon status={process.processStatus} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate>
            {process.actionLabel}
          </Text>
          <Text size="xs" fw={600} c={status.color} style={{ flexShrink: 0 }}>
            {status.label}
          </Text>
        </Group>
        {process.processStatus === 'processing' ? (
          <Progress
            value={progress ?? 100}
            animated={progress === undefined}
            striped={progress === undefined}
            color="blue"
            size="sm"
            aria-label="進捗"
          />
        ) : null}
        {/* The failure's reason; a finished run's summary (e.g. ベンダー検索's differences) too. */}
        {(process.processStatus === 'failed' || process.processStatus === 'completed') &&
        process.message ? (
          <Text
            size="xs"
            c={process.processStatus === 'failed' ? 'red' : 'dimmed'}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {process.message}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          登録 {formatDateTime(process.createdAt)}
          {process.updatedAt !== process.createdAt
            ? ` / 更新 ${formatDateTime(process.updatedAt)}`
            : ''}
        </Text>
      </Stack>
      {isProcessDeletable(process.processStatus) ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="削除"
          loading={deleting}
          onClick={() => onDelete(process)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
