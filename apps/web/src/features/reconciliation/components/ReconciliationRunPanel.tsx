import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isProcessFinished, RECONCILIATION_LABELS as L, type ProcessDto } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useFollowedProcess } from '../../../lib/events/index.ts';
import { useRunReconciliation } from '../api/reconciliation.ts';
import { reconciliationKeys } from '../api/reconciliation-keys.ts';

/** 整合性チェックを実行: queues the run and follows its process until it ends. */
export function ReconciliationRunPanel() {
  const [started, setStarted] = useState<ProcessDto | null>(null);
  const process = useFollowedProcess(started?.id ?? null, started);
  const run = useRunReconciliation();
  const queryClient = useQueryClient();
  const completedId = process?.processStatus === 'completed' ? process.id : null;
  useEffect(() => {
    // The run is stored: its summary and rows below are read again.
    if (completedId) void queryClient.invalidateQueries({ queryKey: reconciliationKeys.all });
  }, [completedId, queryClient]);
  const running = process !== null && !isProcessFinished(process.processStatus);
  const progress = process?.progress;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        disabled={running}
        loading={run.isPending}
        onClick={() => run.mutate(undefined, { onSuccess: setStarted })}
      >
        {L.run}
      </Button>
      <ErrorPanel error={run.error} />
      {running ? (
        <Stack gap={4} w="100%" maw={480}>
          <Text size="sm">{L.running}</Text>
          <Progress
            aria-label={`${process.actionLabel}の進捗`}
            value={progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 5}
            animated
          />
        </Stack>
      ) : null}
      {process?.processStatus === 'failed' ? (
        <Alert color="red" maw={640} title={`${process.actionLabel}に失敗しました`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {process.message}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
