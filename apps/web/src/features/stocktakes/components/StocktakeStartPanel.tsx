import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { STOCKTAKE_MESSAGES as M } from '@logi/shared';
import { ErrorPanel, SelectField } from '../../../components/ui/index.ts';
import { useWarehouses } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStartStocktake } from '../api/start-stocktake.ts';
import { StocktakeShelfSelect } from './StocktakeShelfSelect.tsx';

/** 棚卸開始: an own warehouse, optionally only some of its shelves and some products (keyword or codes). */
export function StocktakeStartPanel() {
  const warehouses = useWarehouses();
  const start = useStartStocktake();
  const navigate = useNavigate();
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [shelves, setShelves] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [codes, setCodes] = useState('');
  const own = (warehouses.data ?? []).filter((row) => row.type === 'own');
  const submit = async () => {
    const created = await start.mutateAsync({
      warehouseId: Number(warehouseId),
      locationIds: shelves.map(Number),
      keyword: keyword || null,
      productCodes: codes || null,
    });
    notifications.show({ color: 'teal', message: M.started(created.lineCount) });
    void navigate(paths.stocks.stocktake(created.id));
  };
  return (
    <Paper withBorder p="md" maw={960}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          棚卸開始
        </Title>
        <Text size="sm" c="dimmed">
          開始した時点の棚番ごとの在庫数を理論在庫として記録します。自社倉庫ごとに棚卸中は1件までです。
        </Text>
        <Group align="flex-start">
          <SelectField
            label="倉庫"
            required
            data={own.map((row) => ({ value: String(row.id), label: `${row.code} ${row.name}` }))}
            value={warehouseId}
            onChange={(value) => {
              setWarehouseId(value);
              setShelves([]);
            }}
            w={260}
          />
          <StocktakeShelfSelect
            warehouseId={warehouseId === null ? null : Number(warehouseId)}
            value={shelves}
            onChange={setShelves}
          />
          <TextInput
            label="キーワード（商品コード・商品名）"
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            w={260}
          />
          <Textarea
            label="商品コード（改行・カンマ区切り）"
            value={codes}
            onChange={(event) => setCodes(event.currentTarget.value)}
            autosize
            minRows={1}
            maxRows={4}
            w={300}
          />
        </Group>
        <ErrorPanel error={start.error} />
        <Group>
          <Button
            disabled={!warehouseId}
            loading={start.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            棚卸開始
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
