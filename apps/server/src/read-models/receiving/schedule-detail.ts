import { INBOUND_MESSAGES as M, type ReceivingScheduleDetailDto } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { iso } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { SCHEDULE_ROW_SELECT, toScheduleDto, type ScheduleRow } from './schedule-list.ts';

/** The detail page: the header, each line's figures and the receipt history (newest first). */
export async function showReceivingSchedule(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<ReceivingScheduleDetailDto> {
  const { rows } = await db.execute<ScheduleRow>(
    sql`${SCHEDULE_ROW_SELECT} where ${inScope('s', scope, sql`s.id = ${id}`)}`,
  );
  if (!rows[0]) throw notFound(M.scheduleNotFound);
  const lines = await db.execute<{
    id: number;
    line_number: number;
    product_id: number;
    product_code: string;
    product_name: string;
    jan_code: string | null;
    scheduled_qty: number;
    received_qty: number;
    non_sellable_qty: number;
    cancelled_at: Date | null;
    cancel_reason: string | null;
    default_location_code: string | null;
    lot_managed: boolean;
  }>(sql`select l.id, l.line_number, l.product_id, p.product_code, p.name as product_name,
              p.jan_code, l.scheduled_qty, l.received_qty, l.non_sellable_qty, l.cancelled_at,
              l.cancel_reason, lo.code as default_location_code, p.lot_managed
           from receiving_schedule_lines l
           join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
           -- The put-away shelf: the product's default location in the schedule's warehouse.
           left join product_locations pl
             on pl.organisation_id = l.organisation_id and pl.product_id = l.product_id
            and pl.warehouse_id = ${rows[0].warehouse_id}
           left join locations lo on lo.organisation_id = pl.organisation_id and lo.id = pl.location_id
          where ${inScope('l', scope, sql`l.schedule_id = ${id}`)}
          order by l.line_number`);
  const receipts = await db.execute<{
    id: number;
    line_id: number;
    line_number: number;
    product_code: string;
    source: 'manual' | 'warehouse';
    source_ref: string;
    received_qty: number;
    non_sellable_qty: number;
    received_at: Date | string;
    user_name: string | null;
    lot_no: string | null;
    expires_on: string | null;
  }>(sql`select r.id, r.line_id, l.line_number, p.product_code, r.source, r.source_ref,
              r.received_qty, r.non_sellable_qty, r.received_at, u.name as user_name,
              r.lot_no, to_char(r.expires_on, 'YYYY-MM-DD') as expires_on
           from receipts r
           join receiving_schedule_lines l on l.id = r.line_id
           join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
           left join users u on u.id = r.user_id
          where ${inScope('r', scope, sql`r.schedule_id = ${id}`)}
          order by r.received_at desc, r.id desc`);
  return {
    ...toScheduleDto(rows[0]),
    lines: lines.rows.map((line) => ({
      id: line.id,
      lineNumber: line.line_number,
      productId: line.product_id,
      productCode: line.product_code,
      productName: line.product_name,
      janCode: line.jan_code,
      scheduledQty: line.scheduled_qty,
      receivedQty: line.received_qty,
      nonSellableQty: line.non_sellable_qty,
      cancelled: line.cancelled_at !== null,
      cancelReason: line.cancel_reason,
      defaultLocationCode: line.default_location_code,
      lotManaged: line.lot_managed,
    })),
    receipts: receipts.rows.map((receipt) => ({
      id: Number(receipt.id),
      lineId: receipt.line_id,
      lineNumber: receipt.line_number,
      productCode: receipt.product_code,
      source: receipt.source,
      sourceRef: receipt.source_ref,
      receivedQty: receipt.received_qty,
      nonSellableQty: receipt.non_sellable_qty,
      receivedAt: iso(receipt.received_at),
      userName: receipt.user_name,
      lotNo: receipt.lot_no,
      expiresOn: receipt.expires_on,
    })),
  };
}
