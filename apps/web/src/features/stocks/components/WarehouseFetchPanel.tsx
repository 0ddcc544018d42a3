import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isProcessFinished, type ProcessDto } from '@logi/shared';
import { ErrorPanel, SelectField } from '../../../components/ui/index.ts';
import { useFollowedProcess } from '../../../lib/events/index.ts';
import { useFetchWarehouseFigures } from '../api/stock-diff.ts';
import { stockKeys } from '../api/stock-keys.ts';

/** 倉庫の在庫を取得: queues 在庫検索 on a warehouse and follows its process until it ends. */
export function WarehouseFetchPanel({
  warehouses,
}: {
  warehouses: { value: string; label: string }[];
}) {
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [started, setStarted] = useState<ProcessDto | null>(null);
  const process = useFollowedProcess(started?.id ?? null, started);
  const fetch = useFetchWarehouseFigures();
  const queryClient = useQueryClient();
  const completedId = process?.processStatus === 'completed' ? process.id : null;
  useEffect(() => {
    // The warehouse's figures are in: the differences below are read again.
    if (completedId) void queryClient.invalidateQueries({ queryKey: stockKeys.all });
  }, [completedId, queryClient]);
  const running = process !== null && !isProcessFinished(process.processStatus);
  const progress = process?.progress;
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <SelectField
          label="取得する倉庫"
          data={warehouses}
          value={warehouseId}
          onChange={setWarehouseId}
          w={260}
        />
        <Button
          variant="default"
          disabled={warehouseId === null || running}
          loading={fetch.isPending}
          onClick={() => {
            if (warehouseId === null) return;
            fetch.mutate(Number(warehouseId), { onSuccess: setStarted });
          }}
        >
          倉庫の在庫を取得
        </Button>
      </Group>
      <ErrorPanel error={fetch.error} />
      {running ? (
        <Stack gap={4} maw={480}>
          <Text size="sm">{`${process.actionLabel}を実行中です…`}</Text>
          <Progress
            aria-label={`${process.actionLabel}の進捗`}
            value={progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 5}
            animated
          />
        </Stack>
      ) : null}
      {process?.processStatus === 'completed' ? (
        <Alert color="teal" maw={640} title={`${process.actionLabel}が完了しました`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {process.message}
          </Text>
        </Alert>
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
