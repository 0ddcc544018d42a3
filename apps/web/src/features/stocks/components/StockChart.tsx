import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDateTime, STOCK_HISTORY_PER_PAGE_MAX, type StockMovementDto } from '@logi/shared';
import { QueryState, TableSkeleton } from '../../../components/ui/index.ts';
import { useStockHistory } from '../api/get-stock-history.ts';

type Point = { at: string; onHand: number };

/** The ledger's on_hand after each movement, oldest first (the latest movements only). */
export function onHandSeries(movements: readonly StockMovementDto[]): Point[] {
  return [...movements].reverse().map((movement) => ({
    at: formatDateTime(movement.createdAt),
    onHand: movement.onHandAfter,
  }));
}

/**
 * 実在庫数の推移: a step line of on_hand over time. Mantine's chart colours follow the light and dark
 * schemes; blue.6 keeps 3:1 against either background. Recharts' keyboard layer moves through
 * the points; a text summary says the same for screen readers.
 */
export function StockChart({ stockId }: { stockId: number }) {
  const history = useStockHistory(stockId, 1, STOCK_HISTORY_PER_PAGE_MAX);
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={2} size="h4" mb="sm">
        実在庫数の推移
      </Title>
      <QueryState
        query={history}
        skeleton={<TableSkeleton columns={1} />}
        isEmpty={(page) => page.total === 0}
      >
        {(page) => {
          const series = onHandSeries(page.data);
          const values = series.map((point) => point.onHand);
          return (
            <>
              <VisuallyHidden>
                {`実在庫数の推移: ${series.length}件の変動、最小${Math.min(...values)}、最大${Math.max(...values)}、現在${values.at(-1)}`}
              </VisuallyHidden>
              <div data-testid="stock-chart">
                <LineChart
                  h={240}
                  data={series}
                  dataKey="at"
                  series={[{ name: 'onHand', label: '実在庫数', color: 'blue.6' }]}
                  curveType="stepAfter"
                  withDots={series.length <= 60}
                  tickLine="y"
                  xAxisProps={{ minTickGap: 40 }}
                  yAxisProps={{ allowDecimals: false, width: 60 }}
                  valueFormatter={(value) => value.toLocaleString('ja-JP')}
                />
              </div>
              {page.total > page.data.length ? (
                <Text size="xs" c="dimmed" mt="xs">
                  {`直近${page.data.length}件の変動を表示しています`}
                </Text>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Paper>
  );
}
