import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/index.ts';
import { useInboundWarehouses } from '../api/options.ts';
import { useFetchReturns } from '../api/fetch-customer-returns.ts';

/** 返品実績検索 of one external warehouse, from the list. */
export function FetchReturnsPanel() {
  const warehouses = useInboundWarehouses();
  const fetchReturns = useFetchReturns();
  const external = (warehouses.data ?? []).filter((row) => row.type !== 'own');
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  if (external.length === 0) return null;
  return (
    <Group align="flex-end">
      <SelectField
        label="外部倉庫"
        data={external.map((row) => ({ value: String(row.id), label: row.name }))}
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
