import { sql } from 'drizzle-orm';
import { inScope, organisationScope, type OrganisationScope } from '../db/organisation-scope.ts';
import { reconcile } from '../read-models/reconciliation/index.ts';
import type { Database } from '../db/client.ts';

// The seeds' figures checked by the reconciliation itself (issue 24 § 3), plus the one invariant
// of receiving that it does not cover: a line's received figures are its receipts.

/** One check that found rows disagreeing, with a few of them to read. */
export type Disagreement = { check: string; count: number; sample: unknown[] };

async function receiptDisagreements(db: Database, scope: OrganisationScope) {
  const { rows } = await db.execute(sql`
    select l.id, l.received_qty, l.non_sellable_qty, coalesce(r.received, 0) as receipts,
           coalesce(r.non_sellable, 0) as receipts_non_sellable
      from receiving_schedule_lines l
      left join (select line_id, sum(received_qty)::int as received,
                        sum(non_sellable_qty)::int as non_sellable
                   from receipts where ${inScope('receipts', scope)} group by line_id) r
        on r.line_id = l.id
     where ${inScope(
       'l',
       scope,
       sql`(l.received_qty, l.non_sellable_qty)
           is distinct from (coalesce(r.received, 0), coalesce(r.non_sellable, 0))`,
     )}`);
  return rows;
}

/** Every check that finds the organisation's figures disagreeing; empty when all hold. */
export async function seedDisagreements(db: Database, org: string): Promise<Disagreement[]> {
  const found: Disagreement[] = [];
  const scope = organisationScope(org);
  const findings = await reconcile(db, scope);
  for (const kind of new Set(findings.map((finding) => finding.kind))) {
    const ofKind = findings.filter((finding) => finding.kind === kind);
    found.push({ check: kind, count: ofKind.length, sample: ofKind.slice(0, 3) });
  }
  const receipts = await receiptDisagreements(db, scope);
  if (receipts.length > 0) {
    found.push({
      check: 'received quantities equal their receipts',
      count: receipts.length,
      sample: receipts.slice(0, 3),
    });
  }
  return found;
}
