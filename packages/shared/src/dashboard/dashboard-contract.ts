import { z } from 'zod';
import { dataOf } from '../contracts/page.ts';

/** The home dashboard (issue 14): one GET answering every card, the cut-off and the charts. */

const count = () => z.number().int().min(0);
const day = () => z.string();

/** 本日の締め: the organisation's cut-off hour today (JST) and what has not been sent yet. */
export const dashboardCutoffSchema = z.object({
  /** The cut-off instant today, ISO. */
  cutoffAt: z.string(),
  cutoffHour: z.number().int(),
  afterCutoff: z.boolean(),
  /** Today before the cut-off, else the next business day (Sunday is not one). */
  nextShipDate: day(),
  /** 引当済 orders not yet instructed. */
  unsentOrders: count(),
  warehouses: z.array(
    z.object({
      warehouseId: z.number().int(),
      name: z.string(),
      /** The warehouse's own 出荷締め時刻 (HH:mm). */
      cutoffTime: z.string(),
      unsentOrders: count(),
    }),
  ),
});

/**
 * `refresh=true` (the page's 最新の状態に更新) recomputes the figures before answering; without it
 * the last computed figures are served (decision 033).
 */
export const dashboardQuerySchema = z.object({
  refresh: z.enum(['true', 'false']).optional(),
});

export const dashboardSchema = z.object({
  /** When the figures were computed (ISO), and today's date in JST. */
  generatedAt: z.string(),
  today: day(),
  orders: z.object({
    unallocated: count(),
    allocated: count(),
    awaitingInstruction: count(),
    /** Orders with a 連携エラー instruction (the warehouse never took it): to re-send. */
    syncError: count(),
    onHold: count(),
    ng: count(),
    /** Own-warehouse work (issue 26): 出荷作業中 (printed, being picked) and 検品済 (scanned). */
    working: count(),
    inspected: count(),
  }),
  receiving: z.object({
    today: count(),
    overdueWaiting: count(),
    overduePartial: count(),
  }),
  stock: z.object({ outOfStock: count(), belowThreshold: count() }),
  failedProcesses: z.object({
    count: count(),
    latest: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        message: z.string().nullable(),
        finishedAt: z.string(),
      }),
    ),
  }),
  stockDifferences: count(),
  /** Lots holding pieces near their 賞味期限 (within `warningDays`) and past it (decision 073). */
  expiry: z.object({ near: count(), expired: count(), warningDays: z.number().int() }),
  /** Rows the organisation's last 整合性チェック found in disagreement (0 before any run). */
  reconciliationFindings: count(),
  cutoff: dashboardCutoffSchema,
  charts: z.object({
    /** One row per day × warehouse with shipments (instructions shipped that day). */
    shipments: z.array(z.object({ date: day(), warehouseId: z.number().int(), count: count() })),
    warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Pieces received per day (receipts). */
    receipts: z.array(z.object({ date: day(), quantity: count() })),
    /** Orders of each order day (not cancelled) and how many are allocated or beyond. */
    allocation: z.array(z.object({ date: day(), orders: count(), allocated: count() })),
    /** Stock value at each day's end: on hand × product cost (円), from the ledger. */
    stockValue: z.array(z.object({ date: day(), value: z.number().int() })),
  }),
});
export type DashboardDto = z.infer<typeof dashboardSchema>;

export const dashboardResponses = { show: dataOf(dashboardSchema) } as const;
