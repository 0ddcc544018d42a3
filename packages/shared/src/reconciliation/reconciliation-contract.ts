import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema } from '../contracts/page.ts';
import { processSchema } from '../processes/process-contract.ts';
import { RECONCILIATION_KIND_VALUES } from '../labels/reconciliation.ts';
import { SEARCH_PER_PAGE_DEFAULT, SEARCH_PER_PAGE_MAX } from '../contracts/search-body.ts';
import { requiredEnum, requiredInteger } from '../validation/fields.ts';

/** 整合性チェック's API: start a run (a process), read the last run and its disagreeing rows. */
export const reconciliationEndpoints = {
  run: endpoint('POST', '/api/reconciliation/run'),
  latest: endpoint('GET', '/api/reconciliation/latest'),
  findings: endpoint('POST', '/api/reconciliation/findings/:id'),
} as const;

/** One run: when it checked, what it found (by kind) and its process. */
export const reconciliationRunSchema = z.object({
  id: z.string(),
  checkedAt: z.string(),
  findingCount: z.number().int().min(0),
  durationMs: z.number().int().min(0),
  counts: z.array(z.object({ kind: z.enum(RECONCILIATION_KIND_VALUES), count: z.number().int() })),
  /** At most this many rows of each kind are kept and listed; the counts are whole. */
  listedPerKind: z.number().int().min(1),
});
export type ReconciliationRunDto = z.infer<typeof reconciliationRunSchema>;

/** One row that disagrees: the stock row or order (and line) it concerns, and both figures. */
export const reconciliationFindingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECONCILIATION_KIND_VALUES),
  stockId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  orderLineId: z.number().int().nullable(),
  /** The row in words at run time: 商品コード / 倉庫, or the order number (and line). */
  reference: z.string(),
  expected: z.string(),
  actual: z.string(),
  message: z.string(),
});
export type ReconciliationFindingDto = z.infer<typeof reconciliationFindingSchema>;

export const reconciliationFindingSearchSchema = z.object({
  kind: requiredEnum(RECONCILIATION_KIND_VALUES).nullish(),
  page: requiredInteger({ min: 1, max: 1_000_000 }).default(1),
  perPage: requiredInteger({ min: 1, max: SEARCH_PER_PAGE_MAX }).default(SEARCH_PER_PAGE_DEFAULT),
});
export type ReconciliationFindingSearchInput = z.input<typeof reconciliationFindingSearchSchema>;
export type ReconciliationFindingSearch = z.output<typeof reconciliationFindingSearchSchema>;

export const reconciliationResponses = {
  run: dataOf(processSchema),
  latest: dataOf(reconciliationRunSchema.nullable()),
  findings: dataOf(pageSchema(reconciliationFindingSchema)),
} as const;
