import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isProcessFinished, type ProcessDto } from '@logi/shared';
import { ErrorPanel, ProcessOutcome, RemoteSelect } from '../../../components/ui/index.ts';
import { useFollowedProcess } from '../../../lib/events/index.ts';
import { warehouseSource } from '../../../lib/master-options/index.ts';
import { useFetchWarehouseFigures } from '../api/fetch-warehouse-figures.ts';
import { stockKeys } from '../api/stock-keys.ts';

/** 倉庫の在庫を取得: queues 在庫検索 on a warehouse and follows its process until it ends. */
export function WarehouseFetchPanel() {
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
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
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <RemoteSelect
          label="取得する倉庫"
          source={warehouseSource}
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
            fetch.mutate(warehouseId, { onSuccess: setStarted });
          }}
        >
          倉庫の在庫を取得
        </Button>
      </Group>
      <ErrorPanel error={fetch.error} />
      <ProcessOutcome process={process} withCompleted />
    </Stack>
  );
}
