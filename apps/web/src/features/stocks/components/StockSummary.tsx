import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StockDto } from '@logi/shared';
import { AvailableCell } from './StockFigures.tsx';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The stock row's product, warehouse and figures as they are now. */
export function StockSummary({ stock }: { stock: StockDto }) {
  const n = (value: number) => value.toLocaleString('ja-JP');
  return (
    <Paper withBorder p="md" radius="sm">
      <Group gap="xl" mb="md">
        <Figure label="商品">{`${stock.productCode} ${stock.productName}`}</Figure>
        <Figure label="倉庫">{`${stock.warehouseCode} ${stock.warehouseName}`}</Figure>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 8 }}>
        <Figure label="実在庫数">{n(stock.onHand)}</Figure>
        <Figure label="引当数">{n(stock.allocated)}</Figure>
        <Figure label="引当可能数">
          <AvailableCell row={stock} start />
        </Figure>
        <Figure label="非販売在庫数">{n(stock.nonSellable)}</Figure>
        <Figure label="期限切れ">{n(stock.expired)}</Figure>
        <Figure label="作業中在庫数">{n(stock.inProcess)}</Figure>
        <Figure label="移動中">{n(stock.inTransit)}</Figure>
        <Figure label="在庫しきい値">{n(stock.stockThreshold)}</Figure>
      </SimpleGrid>
    </Paper>
  );
}
