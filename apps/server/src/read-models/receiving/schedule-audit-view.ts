import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';

// 変更履歴 of 入荷予定: the header as the page shows it (names, not ids) and its lines as one text.

/** The schedule as the audit compares it, or null when it does not exist (in the scope). */
export async function scheduleView(
  tx: Tx,
  scope: OrganisationScope,
  id: number,
): Promise<Record<string, unknown> | null> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select s.number, s.kind, w.name as warehouse, v.name as vendor, p.name as supplier,
           s.scheduled_date::text as "scheduledDate", s.carrier, s.parcel_count as "parcelCount",
           s.note, s.status, s.cancel_reason as "cancelReason",
           (select string_agg(concat(pr.product_code, '×', l.scheduled_qty,
                    case when l.cancelled_at is not null then '（キャンセル）' end),
                  '、' order by l.line_number)
              from receiving_schedule_lines l join products pr on pr.id = l.product_id
             where l.schedule_id = s.id) as lines
      from receiving_schedules s
      join warehouses w on w.id = s.warehouse_id
      left join vendors v on v.id = s.vendor_id
      left join suppliers p on p.id = s.supplier_id
     where ${inScope('s', scope, sql`s.id = ${id}`)}`);
  return rows[0] ?? null;
}
