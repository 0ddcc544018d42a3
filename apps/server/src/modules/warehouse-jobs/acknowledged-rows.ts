import { MISSING_WAREHOUSE_REF_MESSAGE, notAcknowledgedLine } from '@logi/shared';
import { JobError } from '../jobs/index.ts';
import type { WriteOutcome } from '../warehouse-provider/index.ts';
import type { AcknowledgedSubject } from './warehouse-acknowledgements.table.ts';
import type { ForeignRow, WarehouseJob } from './warehouse-job-context.ts';

// Decision 036: what the warehouse reports is ours only when it acknowledged our request for it.

/** The warehouse's own id of an accepted schedule or instruction; without one the answer is unusable. */
export function acceptedRef(outcome: WriteOutcome, code: string): string {
  const ref = outcome.refs[code];
  if (!ref) throw new JobError(MISSING_WAREHOUSE_REF_MESSAGE, { retryable: false });
  return ref;
}

/**
 * The rows the warehouse acknowledged for this organisation, each with our record; the others are
 * logged and only counted (`ignored`), never booked.
 */
export async function acknowledgedRows<T>(
  job: WarehouseJob,
  subject: AcknowledgedSubject,
  rows: readonly T[],
  named: (row: T) => ForeignRow,
) {
  const records = await job.acknowledgedRecords(
    subject,
    rows.map((row) => named(row).reference),
  );
  const owned: { row: T; recordId: number }[] = [];
  const foreign: ForeignRow[] = [];
  for (const row of rows) {
    const recordId = records.get(named(row).reference);
    if (recordId === undefined) foreign.push(named(row));
    else owned.push({ row, recordId });
  }
  return { owned, ignored: job.ignoreForeign(subject, foreign) };
}

/**
 * The codes of ours among `codes` the warehouse accepted from this organisation (vendors,
 * products: the code is the reference); the others are logged as foreign.
 */
export async function acknowledgedCodes(
  job: WarehouseJob,
  subject: 'vendor' | 'product',
  codes: readonly string[],
) {
  const { owned, ignored } = await acknowledgedRows(job, subject, codes, (code) => ({
    reference: code,
    number: code,
  }));
  return { codes: new Set(owned.map(({ row }) => row)), ignored };
}

/** The process message's line for ignored rows (none when there are none). */
export const ignoredLine = (what: string, ignored: number) =>
  ignored > 0 ? [notAcknowledgedLine(what, ignored)] : [];
