import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import type { AcknowledgedSubject } from './warehouse-acknowledgements.table.ts';

// The store of what a warehouse acknowledged for our own requests (decision 036). Both functions
// bind an acknowledgement to the setting the warehouse uses now: pointed at another account, the
// old account's answers are no longer ours.

export type Acknowledgement = { recordId: number; reference: string };

/** Records the warehouse's acceptance of our records (idempotent: a retry records it again). */
export async function recordAcknowledgements(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  subject: AcknowledgedSubject,
  requestId: string,
  acknowledged: readonly Acknowledgement[],
) {
  if (acknowledged.length === 0) return;
  // One JSON parameter, however many records (a statement takes at most 65,535 parameters).
  const given = JSON.stringify(acknowledged);
  await db.execute(sql`
    insert into warehouse_acknowledgements
      (organisation_id, warehouse_id, app_setting_id, subject, reference, record_id, request_id)
    select w.organisation_id, w.id, w.app_setting_id, ${subject}, given.reference,
           given."recordId", ${requestId}
      from warehouses w,
           jsonb_to_recordset(${given}::jsonb) as given ("recordId" int, reference text)
     where ${inScope('w', scope)} and w.id = ${warehouseId}
       and w.app_setting_id is not null
    on conflict (organisation_id, warehouse_id, app_setting_id, subject, reference)
    do update set record_id = excluded.record_id, request_id = excluded.request_id,
                  acknowledged_at = now()`);
}

/** Our record behind each reference the warehouse acknowledged for us; others are absent. */
export async function acknowledgedRecords(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  subject: AcknowledgedSubject,
  references: readonly string[],
): Promise<Map<string, number>> {
  if (references.length === 0) return new Map();
  const wanted = JSON.stringify([...new Set(references)]);
  const { rows } = await db.execute<{ reference: string; record_id: number }>(sql`
    select a.reference, a.record_id from warehouse_acknowledgements a
      join warehouses w on w.organisation_id = a.organisation_id and w.id = a.warehouse_id
                       and w.app_setting_id = a.app_setting_id
     where ${inScope('a', scope)} and a.warehouse_id = ${warehouseId}
       and a.subject = ${subject}
       and a.reference in (select jsonb_array_elements_text(${wanted}::jsonb))`);
  return new Map(rows.map((row) => [row.reference, row.record_id]));
}
