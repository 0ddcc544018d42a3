import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DASHBOARD_LABELS as L, TEXTS, type DashboardDto } from '@logi/shared';
import {
  allocationRows,
  chartSummaries,
  receiptRows,
  shipmentRows,
  stockValueRows,
} from './chart-data.ts';

// Every chart: the same height, the 30 days along the bottom, ticks on the value axis only.
const DAYS_AXIS = { h: 220, dataKey: 'date', tickLine: 'y' } as const;
const yen = (value: number) => `${value.toLocaleString('ja-JP')}${L.yen}`;

/** A chart with its title; the summary sentence is what a screen reader hears for the picture. */
function ChartBox({
  id,
  title,
  summary,
  empty,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      gap="xs"
      component="figure"
      m={0}
      data-testid={`dashboard-chart-${id}`}
      aria-label={`${title}: ${summary}`}
    >
      <Title order={3} size="sm" component="figcaption">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {TEXTS.empty}
        </Text>
      ) : (
        <div role="img" aria-label={summary}>
          {children}
        </div>
      )}
    </Stack>
  );
}

/** 推移（過去30日）: shipments by warehouse, receipts, allocation rate, stock value (issue 14 §3). */
export function DashboardCharts({ charts }: { charts: DashboardDto['charts'] }) {
  const shipments = shipmentRows(charts);
  const summaries = chartSummaries(charts);
  const allocation = allocationRows(charts);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartBox
        id="shipments"
        title={L.shipmentsPerDay}
        summary={summaries.shipments}
        empty={shipments.series.length === 0}
      >
        <BarChart
          {...DAYS_AXIS}
          data={shipments.rows}
          type="stacked"
          series={shipments.series}
          withLegend
        />
      </ChartBox>
      <ChartBox
        id="receipts"
        title={L.receiptsPerDay}
        summary={summaries.receipts}
        empty={charts.receipts.every((row) => row.quantity === 0)}
      >
        <BarChart
          {...DAYS_AXIS}
          data={receiptRows(charts)}
          series={[{ name: 'quantity', label: L.quantity, color: 'teal.6' }]}
        />
      </ChartBox>
      <ChartBox
        id="allocation"
        title={L.allocationRate}
        summary={summaries.allocation}
        empty={allocation.every((row) => row.rate === null)}
      >
        <LineChart
          {...DAYS_AXIS}
          data={allocation}
          series={[{ name: 'rate', label: L.rate, color: 'blue.6' }]}
          yAxisProps={{ domain: [0, 100] }}
          unit="%"
          connectNulls
        />
      </ChartBox>
      <ChartBox
        id="stock-value"
        title={L.stockValue}
        summary={summaries.stockValue}
        empty={charts.stockValue.every((row) => row.value === 0)}
      >
        <AreaChart
          {...DAYS_AXIS}
          data={stockValueRows(charts)}
          series={[{ name: 'value', label: L.value, color: 'orange.6' }]}
          valueFormatter={yen}
          yAxisProps={{ width: 110 }}
        />
      </ChartBox>
    </SimpleGrid>
  );
}
