import { addDays, todayJst, toJst, type DashboardDto } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { readDashboardFigures, type DashboardFigures } from './dashboard.query.ts';

/** The charts cover today and the 29 days before it. */
export const CHART_DAYS = 30;

const iso = (value: string) => new Date(value).toISOString();

/** Today before the cut-off, else tomorrow; moved past a Sunday (not a business day, spec §9). */
function nextShipDate(today: string, afterCutoff: boolean) {
  const day = afterCutoff ? addDays(today, 1) : today;
  return toJst(`${day}T12:00:00+09:00`).day() === 0 ? addDays(day, 1) : day;
}

/** The organisation's cut-off today in JST, and whether `now` is past it. */
function cutoffOf(figures: DashboardFigures, now: Date): DashboardDto['cutoff'] {
  const hour = figures.cutoff_hour;
  const cutoffAt = toJst(now).startOf('day').add(hour, 'hour').toDate();
  const afterCutoff = now.getTime() >= cutoffAt.getTime();
  return {
    cutoffAt: cutoffAt.toISOString(),
    cutoffHour: hour,
    afterCutoff,
    nextShipDate: nextShipDate(todayJst(now), afterCutoff),
    unsentOrders: figures.unsent_orders,
    warehouses: (figures.unsent ?? []).map((row) => ({
      warehouseId: row.warehouse_id,
      name: row.name,
      cutoffTime: row.cutoff_time,
      unsentOrders: row.unsent,
    })),
  };
}

function toDashboardDto(figures: DashboardFigures, now: Date, today: string): DashboardDto {
  const counts = figures.order_counts ?? {};
  const count = (status: string) => counts[status] ?? 0;
  return {
    generatedAt: now.toISOString(),
    today,
    orders: {
      unallocated: count('unallocated'),
      allocated: count('allocated'),
      awaitingInstruction: figures.awaiting_instruction,
      onHold: count('on_hold'),
      ng: count('ng'),
    },
    receiving: {
      today: figures.receiving.today,
      overdueWaiting: figures.receiving.overdue_waiting,
      overduePartial: figures.receiving.overdue_partial,
    },
    stock: {
      outOfStock: figures.stock.out_of_stock,
      belowThreshold: figures.stock.below_threshold,
    },
    failedProcesses: {
      count: figures.failed.count,
      latest: (figures.failed.latest ?? []).map((row) => ({
        id: row.id,
        action: row.action,
        message: row.message,
        finishedAt: iso(row.finished_at),
      })),
    },
    stockDifferences: figures.stock_differences,
    cutoff: cutoffOf(figures, now),
    charts: {
      shipments: (figures.shipments ?? []).map((row) => ({
        date: row.date,
        warehouseId: row.warehouse_id,
        count: row.count,
      })),
      warehouses: figures.warehouses ?? [],
      receipts: figures.receipts ?? [],
      allocation: figures.allocation ?? [],
      stockValue: (figures.stock_value ?? []).map((row) => ({
        date: row.date,
        value: Number(row.value),
      })),
    },
  };
}

/** Every figure of the home page, read in one statement. */
export async function showDashboard(
  db: DbOrTx,
  scope: OrganisationScope,
  now: Date = new Date(),
): Promise<DashboardDto> {
  const today = todayJst(now);
  const figures = await readDashboardFigures(db, scope, {
    today,
    from: addDays(today, -(CHART_DAYS - 1)),
  });
  return toDashboardDto(figures, now, today);
}
