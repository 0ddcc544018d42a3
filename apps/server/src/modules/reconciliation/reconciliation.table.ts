import type { ReconciliationKind } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { processes } from '../processes/processes.table.ts';
import { timestampTz } from '../../db/columns.ts';
import { ledgerKey, sameOrganisationKey } from '../../db/keys.ts';

/** 整合性チェック: one row per run (the process that ran it), with how many rows disagreed. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    ...organisationRecord(),
    processId: uuid('process_id')
      .notNull()
      .unique()
      .references(() => processes.id, { onDelete: 'cascade' }),
    checkedAt: timestampTz('checked_at').notNull().defaultNow(),
    findingCount: integer('finding_count').notNull(),
    // Rows found per kind; the findings table keeps at most FINDINGS_KEPT_PER_KIND of each.
    counts: jsonb('counts').$type<Partial<Record<ReconciliationKind, number>>>().notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [
    unique('reconciliation_runs_organisation_id_unique').on(table.organisationId, table.id),
    index('reconciliation_runs_latest_idx').on(table.organisationId, table.checkedAt),
  ],
);
export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

/**
 * The rows a run found in disagreement. References are plain ids, not foreign keys: a finding
 * records what was seen then, and outlives the row (a deleted order does not erase the drift).
 */
export const reconciliationFindings = pgTable(
  'reconciliation_findings',
  {
    id: ledgerKey(),
    organisationId: uuid('organisation_id').notNull(),
    runId: integer('run_id').notNull(),
    kind: text('kind').$type<ReconciliationKind>().notNull(),
    stockId: integer('stock_id'),
    orderId: integer('order_id'),
    orderLineId: integer('order_line_id'),
    reference: text('reference').notNull(),
    expected: text('expected').notNull(),
    actual: text('actual').notNull(),
    message: text('message').notNull(),
  },
  (table) => [
    sameOrganisationKey(
      'reconciliation_findings_run_fk',
      table,
      'runId',
      reconciliationRuns,
    ).onDelete('cascade'),
    index('reconciliation_findings_run_idx').on(table.runId, table.kind, table.id),
    check(
      'reconciliation_findings_kind_check',
      sql`${table.kind} in ('ledger_on_hand', 'ledger_non_sellable', 'stock_allocated', 'order_status', 'orphan_allocation', 'line_allocated', 'over_shipped', 'line_shipped', 'transfer_balance', 'lot_balance', 'location_balance')`,
    ),
  ],
);
