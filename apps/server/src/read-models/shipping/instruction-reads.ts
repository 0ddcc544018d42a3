import {
  SHIPPING_MESSAGES as M,
  type Page,
  type ShippingInstructionDto,
  type ShippingNgDto,
  type ShippingNgSearch,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, intArray, iso, isoOrNull } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';

// 出荷指示's read model: instructions with their order, shop, warehouse and products (an order's
// 出荷 section, the 出荷不可リスト and its detail).

type Row = {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  warehouse_id: number;
  warehouse_name: string;
  warehouse_type: string;
  status: ShippingInstructionDto['status'];
  ship_date: string;
  shipped_on: string | null;
  carrier: string | null;
  tracking_number: string | null;
  ng_reason: ShippingInstructionDto['ngReason'];
  ng_detail: string | null;
  ng_reported_at: Date | string | null;
  sync_message: string | null;
  cancel_reason: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  shop_name: string | null;
  recipient_name: string;
  postal_code: string;
  prefecture: string;
  city: string;
  town: string | null;
  building: string | null;
  phone: string;
  postal_mismatch: boolean;
};
type LineRow = {
  id: number;
  instruction_id: number;
  line_number: number;
  order_line_id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  quantity: number;
  shippable_quantity: number | null;
};

const SELECT = sql`
  select i.id, i.number, i.order_id, o.order_number, i.warehouse_id, w.name as warehouse_name,
         w.type as warehouse_type, i.status, i.ship_date::text as ship_date,
         i.shipped_on::text as shipped_on, i.carrier, i.tracking_number, i.ng_reason, i.ng_detail,
         i.ng_reported_at, i.sync_message, i.cancel_reason, i.version, i.created_at, i.updated_at,
         s.name as shop_name, o.recipient_name, o.postal_code, o.prefecture, o.city, o.town,
         o.building, o.phone, o.postal_mismatch
    from shipping_instructions i
    join orders o on o.id = i.order_id
    join warehouses w on w.id = i.warehouse_id
    left join shops s on s.id = o.shop_id`;

async function linesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, ShippingInstructionDto['lines']>();
  const { rows } = await db.execute<LineRow>(sql`
    select l.id, l.instruction_id, l.line_number, l.order_line_id, l.product_id,
           p.product_code, p.name as product_name, l.quantity,
           -- Only a stock shortage limits what can ship: another refusal (住所不備) ships it all once fixed.
           case when i.ng_reason is not null and i.ng_reason <> '在庫不足' then l.quantity
                else l.shippable_quantity end as shippable_quantity
      from shipping_instruction_lines l join products p on p.id = l.product_id
      join shipping_instructions i on i.id = l.instruction_id
     where l.instruction_id = any(${intArray(ids)})
     order by l.instruction_id, l.line_number`);
  const byInstruction = new Map<number, ShippingInstructionDto['lines']>();
  for (const line of rows) {
    const list = byInstruction.get(line.instruction_id) ?? [];
    list.push({
      id: line.id,
      lineNumber: line.line_number,
      orderLineId: line.order_line_id,
      productId: line.product_id,
      productCode: line.product_code,
      productName: line.product_name,
      quantity: line.quantity,
      shippableQuantity: line.shippable_quantity,
    });
    byInstruction.set(line.instruction_id, list);
  }
  return byInstruction;
}

/** An instruction as the order's 出荷 section shows it: its own fields only. */
const instructionOf = (
  row: Row,
  lines: Map<number, ShippingInstructionDto['lines']>,
): ShippingInstructionDto => ({
  id: row.id,
  number: row.number,
  orderId: row.order_id,
  orderNumber: row.order_number,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  warehouseIsOwn: row.warehouse_type === 'own',
  status: row.status,
  shipDate: row.ship_date,
  shippedOn: row.shipped_on,
  carrier: row.carrier,
  trackingNumber: row.tracking_number,
  ngReason: row.ng_reason,
  ngDetail: row.ng_detail,
  ngReportedAt: isoOrNull(row.ng_reported_at),
  syncMessage: row.sync_message,
  cancelReason: row.cancel_reason,
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  lines: lines.get(row.id) ?? [],
});

const instructionsOf = async (db: DbOrTx, rows: Row[]) => {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => instructionOf(row, lines));
};

/** 出荷不可's rows: the instruction with its shop and the order's recipient, to correct it. */
async function toNgDtos(db: DbOrTx, rows: Row[]): Promise<ShippingNgDto[]> {
  const instructions = await instructionsOf(db, rows);
  return rows.map((row, index) => ({
    ...instructions[index]!,
    shopName: row.shop_name,
    recipientName: row.recipient_name,
    postalCode: row.postal_code,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
    postalMismatch: row.postal_mismatch,
  }));
}

/** An order's instructions, oldest first (the order detail's 出荷 section). */
export async function instructionsOfOrder(
  db: DbOrTx,
  scope: OrganisationScope,
  orderId: number,
): Promise<ShippingInstructionDto[]> {
  const { rows: found } = await db.execute(
    sql`select 1 from orders o where ${inScope('o', scope, sql`o.id = ${orderId}`)}`,
  );
  if (found.length === 0) throw notFound(M.orderNotFound);
  const { rows } = await db.execute<Row>(
    // Its own and the 同梱 parcel it ships in (decision 063): the instructions holding its lines.
    sql`${SELECT} where ${inScope('i', scope)} and i.id in (
          select sil.instruction_id from shipping_instruction_lines sil
            join order_lines ol on ol.organisation_id = sil.organisation_id and ol.id = sil.order_line_id
           where ol.order_id = ${orderId})
        order by i.id`,
  );
  return instructionsOf(db, rows);
}

const SORTS: Record<ShippingNgSearch['sort'], SQL> = {
  reported_at: sql`i.ng_reported_at`,
  number: sql`i.number`,
  ship_date: sql`i.ship_date`,
};

/** 出荷不可リスト: the organisation's instructions the warehouse refused, still to act on. */
export async function searchShippingNg(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ShippingNgSearch,
): Promise<Page<ShippingNgDto>> {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  const where = allOf([
    inScope('i', scope, sql`i.status = 'ng'`),
    search.reason ? sql`i.ng_reason = ${search.reason}` : undefined,
    search.warehouseId ? sql`i.warehouse_id = ${search.warehouseId}` : undefined,
    search.reportedFrom
      ? sql`i.ng_reported_at >= (${search.reportedFrom}::date)::timestamp at time zone 'Asia/Tokyo'`
      : undefined,
    search.reportedTo
      ? sql`i.ng_reported_at < ((${search.reportedTo}::date + 1)::timestamp at time zone 'Asia/Tokyo')`
      : undefined,
    like
      ? sql`(i.number ilike ${like} or o.order_number ilike ${like} or o.recipient_name ilike ${like})`
      : undefined,
  ]);
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<Row>(sql`${SELECT} where ${where}
    order by ${SORTS[search.sort]} ${direction} nulls last, i.id ${direction}
    limit ${search.perPage} offset ${offsetOf(search.page, search.perPage)}`);
  const { rows: counted } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from shipping_instructions i join orders o on o.id = i.order_id
     where ${where}`);
  return pageOf(await toNgDtos(db, rows), counted[0]?.total ?? 0, search.page, search.perPage);
}

/** One instruction of the 出荷不可リスト (any status: after an action the page shows what it became). */
export async function showShippingNg(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
): Promise<ShippingNgDto> {
  const { rows } = await db.execute<Row>(
    sql`${SELECT} where ${inScope('i', scope, sql`i.id = ${id}`)}`,
  );
  if (!rows[0]) throw notFound(M.instructionNotFound);
  return (await toNgDtos(db, rows))[0]!;
}
