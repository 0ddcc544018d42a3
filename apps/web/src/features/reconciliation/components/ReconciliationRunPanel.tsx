import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isProcessFinished, RECONCILIATION_LABELS as L, type ProcessDto } from '@logi/shared';
import { ErrorPanel, ProcessOutcome } from '../../../components/ui/index.ts';
import { useFollowedProcess } from '../../../lib/events/index.ts';
import { useRunReconciliation } from '../api/run-reconciliation.ts';
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
      <ProcessOutcome process={process} runningText={L.running} />
    </Stack>
  );
}
