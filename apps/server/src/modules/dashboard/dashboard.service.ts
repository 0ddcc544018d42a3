import { addDays, todayJst, toJst, type DashboardDto } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { iso } from '../../db/sql.ts';
import type { DashboardFigures } from '../../read-models/dashboard/index.ts';
import { readSnapshot, refreshSnapshot } from './dashboard-snapshot.ts';

/** Figures older than this are served, and recomputed in the background for the next look. */
export const DASHBOARD_MAX_AGE_MS = 30_000;

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

function toDashboardDto(
  figures: DashboardFigures,
  { now, today, takenAt }: { now: Date; today: string; takenAt: Date },
): DashboardDto {
  const counts = figures.order_counts ?? {};
  const count = (status: string) => counts[status] ?? 0;
  return {
    generatedAt: takenAt.toISOString(),
    today,
    orders: {
      unallocated: count('unallocated'),
      allocated: count('allocated'),
      awaitingInstruction: figures.awaiting_instruction,
      syncError: figures.sync_error ?? 0,
      onHold: count('on_hold'),
      ng: count('ng'),
      working: count('working'),
      inspected: count('inspected'),
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
    reconciliationFindings: figures.reconciliation_findings ?? 0,
    expiry: {
      near: figures.expiry?.near ?? 0,
      expired: figures.expiry?.expired ?? 0,
      warningDays: figures.expiry?.warning_days ?? 30,
    },
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

export type ShowDashboardOptions = {
  /** Recompute before answering (the page's 最新の状態に更新). */
  refresh?: boolean;
  now?: Date;
  /**
   * Called when the figures served are older than DASHBOARD_MAX_AGE_MS, with the oldest instant a
   * refresh may keep (so instances that saw the same old figures compute once between them).
   */
  onStale?: (notBefore: Date) => void;
  /** Called when this request computed the figures itself. */
  onComputed?: () => void;
};

/**
 * The home page's figures: the organisation's snapshot (one row), computed here only when there is
 * none for today or the viewer asked for a refresh; the cut-off is always reckoned from `now`.
 */
export async function showDashboard(
  db: Database,
  scope: OrganisationScope,
  { refresh = false, now = new Date(), onStale, onComputed }: ShowDashboardOptions = {},
): Promise<DashboardDto> {
  const today = todayJst(now);
  let snapshot = refresh ? undefined : await readSnapshot(db, scope);
  if (!snapshot || snapshot.day !== today) {
    const refreshed = await refreshSnapshot(db, scope, {
      today,
      // Asked for: nothing older than the request; missing: any snapshot of today will do.
      notBefore: refresh ? now : new Date(0),
    });
    snapshot = refreshed.snapshot;
    if (refreshed.computed) onComputed?.();
  } else if (now.getTime() - snapshot.takenAt.getTime() > DASHBOARD_MAX_AGE_MS) {
    onStale?.(new Date(now.getTime() - DASHBOARD_MAX_AGE_MS));
  }
  return toDashboardDto(snapshot.figures, { now, today, takenAt: snapshot.takenAt });
}
