import type { ActionCode, ProcessStatus } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { userReference } from '../users/users.table.ts';
import { timestampTz } from '../../db/columns.ts';

/** Background processes (処理一覧): one row per operation run, driven by the job engine. */
export const processes = pgTable(
  'processes',
  {
    // Also the pg-boss job id, so the engine finds a process's job without another column.
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationIdColumn(),
    // Null for runs the scheduler started (the I-prefixed actions).
    userId: userReference('user_id'),
    action: text('action').$type<ActionCode>().notNull(),
    processStatus: text('process_status').$type<ProcessStatus>().notNull().default('pending'),
    // The external request's id and the idempotency key: one process per request.
    requestId: text('request_id').notNull().unique(),
    message: text('message'),
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    broadcasted: boolean('broadcasted').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    // Liveness-lock key of the engine instance running it; see jobs/worker-liveness.ts.
    workerKey: integer('worker_key'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    startedAt: timestampTz('started_at'),
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [
    // The header list: one organisation's visible processes, newest first.
    index('processes_visible_idx')
      .on(table.organisationId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.broadcasted} = false`),
    // The crash sweep and the scheduler look only at unfinished processes.
    index('processes_unfinished_idx')
      .on(table.processStatus, table.action)
      .where(sql`${table.processStatus} in ('pending', 'processing')`),
    check(
      'processes_status_check',
      sql`${table.processStatus} in ('pending', 'processing', 'completed', 'failed')`,
    ),
    check(
      'processes_progress_check',
      sql`${table.progressDone} >= 0 and ${table.progressTotal} >= 0`,
    ),
  ],
);

export type ProcessRow = typeof processes.$inferSelect;
