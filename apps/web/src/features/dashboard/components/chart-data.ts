import type { DashboardDto } from '@logi/shared';

type Charts = DashboardDto['charts'];

/** Colour-blind-safe series colours (Okabe–Ito order on Mantine's palette), legible in both schemes. */
export const SERIES_COLOURS = [
  'blue.6',
  'orange.6',
  'teal.6',
  'grape.6',
  'yellow.7',
  'cyan.7',
  'red.7',
  'gray.6',
];

/** MM/DD for the x axis. */
export const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** Shipments as one row per day with a column per warehouse (`w<id>`), every day of the range. */
export function shipmentRows(charts: Charts) {
  const days = charts.receipts.map((row) => row.date);
  const byDay = new Map(
    days.map((day) => [day, { date: shortDay(day) } as Record<string, string | number>]),
  );
  for (const row of charts.shipments) {
    const target = byDay.get(row.date);
    if (target) target[`w${row.warehouseId}`] = row.count;
  }
  const shipping = new Set(charts.shipments.map((row) => row.warehouseId));
  const series = charts.warehouses
    .filter((warehouse) => shipping.has(warehouse.id))
    .map((warehouse, index) => ({
      name: `w${warehouse.id}`,
      label: warehouse.name,
      color: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
    }));
  for (const row of byDay.values()) for (const { name } of series) row[name] ??= 0;
  return { rows: [...byDay.values()], series };
}

/** The allocation rate per order day in %, null on a day without orders (a gap, not a zero). */
export const allocationRows = (charts: Charts) =>
  charts.allocation.map((row) => ({
    date: shortDay(row.date),
    rate: row.orders === 0 ? null : Math.round((row.allocated / row.orders) * 1000) / 10,
  }));

export const receiptRows = (charts: Charts) =>
  charts.receipts.map((row) => ({ date: shortDay(row.date), quantity: row.quantity }));

export const stockValueRows = (charts: Charts) =>
  charts.stockValue.map((row) => ({ date: shortDay(row.date), value: row.value }));

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/** One sentence per chart for screen readers: the total or the latest figure over the range. */
export function chartSummaries(charts: Charts) {
  const latestRate = allocationRows(charts).findLast((row) => row.rate !== null)?.rate;
  return {
    shipments: `過去30日の出荷 合計${total(charts.shipments.map((row) => row.count))}件`,
    receipts: `過去30日の入荷 合計${total(charts.receipts.map((row) => row.quantity))}個`,
    allocation:
      latestRate === undefined ? '受注がありません' : `直近の受注日の引当率 ${latestRate}%`,
    stockValue: `現在の在庫金額 ${(charts.stockValue.at(-1)?.value ?? 0).toLocaleString('ja-JP')}円`,
  };
}
