import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RemoteSelect } from '../../../components/ui/index.ts';
import { useWarehouses, warehouseSource } from '../../../lib/master-options/index.ts';
import { useFetchReturns } from '../api/fetch-customer-returns.ts';

/** 返品実績検索 of one external warehouse, from the list. */
export function FetchReturnsPanel() {
  const warehouses = useWarehouses();
  const fetchReturns = useFetchReturns();
  const isExternal = (row: { inUse: boolean; type: string }) => row.inUse && row.type !== 'own';
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  if (!(warehouses.data ?? []).some(isExternal)) return null;
  return (
    <Group align="flex-end">
      <RemoteSelect
        label="外部倉庫"
        source={warehouseSource}
        where={isExternal}
        optionLabel={(row) => row.name}
        value={warehouseId}
        onChange={setWarehouseId}
        w={240}
      />
      <Button
        variant="default"
        disabled={warehouseId === null}
        loading={fetchReturns.isPending}
        onClick={() =>
          fetchReturns.mutate(Number(warehouseId), {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: '返品実績の取得を開始しました' }),
          })
        }
      >
        返品実績取得
      </Button>
    </Group>
  );
}
