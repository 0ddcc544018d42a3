import type {
  Page,
  TransferDetailDto,
  TransferDto,
  TransferLineDto,
  TransferSearch,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, iso } from '../../db/sql.ts';
import { readListPage, readListWindow, type ListRead } from '../lists/list-read.ts';
import { lotsOfLines } from './transfer-lots.ts';

// 在庫移動's reads (decision 071): transfers with both warehouses, their schedule and 移動中 figure;
// the transfers module writes, this reads across.

type TransferRowRead = {
  id: number;
  number: string;
  status: TransferDto['status'];
  source_warehouse_id: number;
  source_warehouse_name: string;
  destination_warehouse_id: number;
  destination_warehouse_name: string;
  receiving_schedule_id: number | null;
  receiving_schedule_number: string | null;
  memo: string | null;
  line_count: number;
  quantity: number;
  in_transit_quantity: number;
  created_at: string | Date;
  created_by: string | null;
  version: number;
};

const toTransfer = (row: TransferRowRead): TransferDto => ({
  id: row.id,
  number: row.number,
  status: row.status,
  sourceWarehouseId: row.source_warehouse_id,
  sourceWarehouseName: row.source_warehouse_name,
  destinationWarehouseId: row.destination_warehouse_id,
  destinationWarehouseName: row.destination_warehouse_name,
  viaSchedule: row.receiving_schedule_id !== null,
  receivingScheduleId: row.receiving_schedule_id,
  receivingScheduleNumber: row.receiving_schedule_number,
  memo: row.memo,
  lineCount: row.line_count,
  quantity: row.quantity,
  inTransitQuantity: row.in_transit_quantity,
  createdAt: iso(row.created_at),
  createdBy: row.created_by,
  version: row.version,
});

/** 移動中 of a line: left the source, neither arrived nor returned (never below zero). */
export const IN_TRANSIT = sql`greatest(l.quantity - l.received_qty - l.returned_qty, 0)`;

const TRANSFER_SELECT = sql`
  select t.id, t.number, t.status, t.source_warehouse_id, sw.name as source_warehouse_name,
         t.destination_warehouse_id, dw.name as destination_warehouse_name,
         t.receiving_schedule_id, rs.number as receiving_schedule_number, t.memo, t.created_at,
         t.version, (select u.name from users u where u.id = t.created_by) as created_by,
         f.line_count, f.quantity, f.in_transit_quantity
    from stock_transfers t
    join warehouses sw on sw.organisation_id = t.organisation_id and sw.id = t.source_warehouse_id
    join warehouses dw on dw.organisation_id = t.organisation_id and dw.id = t.destination_warehouse_id
    left join receiving_schedules rs
      on rs.organisation_id = t.organisation_id and rs.id = t.receiving_schedule_id
   cross join lateral (
     select count(*)::int as line_count, coalesce(sum(l.quantity), 0)::int as quantity,
            coalesce(sum(${IN_TRANSIT}), 0)::int as in_transit_quantity
       from stock_transfer_lines l
      where l.organisation_id = t.organisation_id and l.transfer_id = t.id
   ) f`;

const transferList = (
  where: SQL,
): ListRead<TransferRowRead, TransferDto, 'number' | 'created_at'> => ({
  select: TRANSFER_SELECT,
  table: sql`stock_transfers t`,
  id: sql`t.id`,
  where,
  sorts: { number: sql`t.number`, created_at: sql`t.created_at` },
  idsFirst: true,
  toDtos: (rows) => rows.map(toTransfer),
});

/** 在庫移動一覧: newest first unless asked; by status, a warehouse on either side, a number. */
export function searchTransfers(
  db: DbOrTx,
  scope: OrganisationScope,
  search: TransferSearch,
): Promise<Page<TransferDto>> {
  const where = allOf([
    inScope('t', scope),
    search.status ? sql`t.status = ${search.status}` : undefined,
    search.warehouseId
      ? sql`(t.source_warehouse_id = ${search.warehouseId} or t.destination_warehouse_id = ${search.warehouseId})`
      : undefined,
    search.keyword ? sql`t.number ilike ${containsPattern(search.keyword)}` : undefined,
  ]);
  return readListPage(db, transferList(where), search);
}

type LineRowRead = {
  id: number;
  line_number: number;
  product_id: number;
  product_code: string;
  product_name: string;
  quantity: number;
  received_qty: number;
  returned_qty: number;
  in_transit: number;
};

const toLine = (row: LineRowRead): Omit<TransferLineDto, 'lots'> => ({
  id: row.id,
  lineNumber: row.line_number,
  productId: row.product_id,
  productCode: row.product_code,
  productName: row.product_name,
  quantity: row.quantity,
  receivedQuantity: row.received_qty,
  returnedQuantity: row.returned_qty,
  inTransitQuantity: row.in_transit,
});

/** One transfer with its lines, or undefined when the organisation has none of that id. */
export async function showTransfer(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<TransferDetailDto | undefined> {
  const [transfer] = await readListWindow(
    db,
    transferList(inScope('t', scope, sql`t.id = ${id}`)),
    { sort: 'created_at', direction: 'asc' },
    { offset: 0, limit: 1 },
  );
  if (!transfer) return undefined;
  const { rows } = await db.execute<LineRowRead>(sql`
    select l.id, l.line_number, l.product_id, p.product_code, p.name as product_name, l.quantity,
           l.received_qty, l.returned_qty, ${IN_TRANSIT}::int as in_transit
      from stock_transfer_lines l
      join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
     where ${inScope('l', scope, sql`l.transfer_id = ${id}`)}
     order by l.line_number`);
  const lots = await lotsOfLines(db, scope, id);
  return {
    ...transfer,
    lines: rows.map((row) => ({ ...toLine(row), lots: lots.get(row.id) ?? [] })),
  };
}
