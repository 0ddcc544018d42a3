import {
  INBOUND_MESSAGES as M,
  type CustomerReturnDto,
  type CustomerReturnSearch,
  type Page,
  type ReturnCondition,
  type ReturnReason,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, intArray, iso } from '../../db/sql.ts';
import { notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { readListPage, readListWindow, type ListRead } from '../lists/list-read.ts';

// 返品実績's read model: the list (customer_returns with their shop, warehouse and lines'
// products), its CSV and one return with its lines.

type ReturnHeaderRow = {
  id: number;
  return_number: string;
  order_id: number | null;
  order_number: string | null;
  shop_id: number | null;
  shop_name: string | null;
  warehouse_id: number;
  warehouse_name: string;
  returned_at: Date | string;
  reason: ReturnReason;
  source: 'manual' | 'warehouse';
  note: string | null;
  created_at: Date | string;
};

const SORT_COLUMNS: Record<CustomerReturnSearch['sort'], SQL> = {
  returned_at: sql`r.returned_at`,
  return_number: sql`r.return_number`,
};

function whereOf(scope: OrganisationScope, search: Partial<CustomerReturnSearch>) {
  const like = search.keyword ? containsPattern(search.keyword) : undefined;
  // Days are Japanese days: returned_at is compared in JST.
  return allOf([
    inScope('r', scope),
    like
      ? sql`(r.return_number like ${like} or coalesce(r.order_number, '') like ${like})`
      : undefined,
    search.dateFrom
      ? sql`(r.returned_at at time zone 'Asia/Tokyo')::date >= ${search.dateFrom}::date`
      : undefined,
    search.dateTo
      ? sql`(r.returned_at at time zone 'Asia/Tokyo')::date <= ${search.dateTo}::date`
      : undefined,
    search.shopId ? sql`r.shop_id = ${search.shopId}` : undefined,
    search.warehouseId ? sql`r.warehouse_id = ${search.warehouseId}` : undefined,
    search.reason ? sql`r.reason = ${search.reason}` : undefined,
    search.condition
      ? sql`exists (select 1 from customer_return_lines cl
          where cl.return_id = r.id and cl.condition = ${search.condition})`
      : undefined,
  ]);
}

const SELECT = sql`select r.id, r.return_number, r.order_id, r.order_number, r.shop_id, s.name as shop_name,
    r.warehouse_id, w.name as warehouse_name, r.returned_at, r.reason, r.source, r.note, r.created_at
  from customer_returns r
  join warehouses w on w.organisation_id = r.organisation_id and w.id = r.warehouse_id
  left join shops s on s.organisation_id = r.organisation_id and s.id = r.shop_id`;

async function withLines(db: DbOrTx, rows: ReturnHeaderRow[]): Promise<CustomerReturnDto[]> {
  if (rows.length === 0) return [];
  const { rows: lines } = await db.execute<{
    id: number;
    return_id: number;
    product_id: number;
    product_code: string;
    product_name: string;
    order_line_id: number | null;
    quantity: number;
    condition: ReturnCondition;
  }>(sql`select cl.id, cl.return_id, cl.product_id, p.product_code, p.name as product_name,
              cl.order_line_id, cl.quantity, cl.condition
           from customer_return_lines cl
           join products p on p.organisation_id = cl.organisation_id and p.id = cl.product_id
          where cl.return_id = any(${intArray(rows.map((row) => row.id))}) order by cl.id`);
  return rows.map((row) => {
    const own = lines.filter((line) => line.return_id === row.id);
    const total = (condition: ReturnCondition) =>
      own.filter((line) => line.condition === condition).reduce((sum, l) => sum + l.quantity, 0);
    return {
      id: row.id,
      returnNumber: row.return_number,
      orderId: row.order_id,
      orderNumber: row.order_number,
      shopId: row.shop_id,
      shopName: row.shop_name,
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      returnedAt: iso(row.returned_at),
      reason: row.reason,
      source: row.source,
      note: row.note,
      goodTotal: total('good'),
      defectiveTotal: total('defective'),
      lines: own.map((line) => ({
        id: line.id,
        productId: line.product_id,
        productCode: line.product_code,
        productName: line.product_name,
        orderLineId: line.order_line_id,
        quantity: line.quantity,
        condition: line.condition,
      })),
      createdAt: iso(row.created_at),
    };
  });
}

const returnList = (
  db: DbOrTx,
  scope: OrganisationScope,
  search: CustomerReturnSearch,
): ListRead<ReturnHeaderRow, CustomerReturnDto, CustomerReturnSearch['sort']> => ({
  select: SELECT,
  table: sql`customer_returns r`,
  id: sql`r.id`,
  where: whereOf(scope, search),
  sorts: SORT_COLUMNS,
  toDtos: (rows) => withLines(db, rows),
});

export async function searchCustomerReturns(
  db: DbOrTx,
  scope: OrganisationScope,
  search: CustomerReturnSearch,
): Promise<Page<CustomerReturnDto>> {
  return readListPage(db, returnList(db, scope, search), search);
}

export const customerReturnExportReader =
  (
    db: DbOrTx,
    scope: OrganisationScope,
    search: CustomerReturnSearch,
  ): ChunkReader<CustomerReturnDto> =>
  (offset, limit) =>
    readListWindow(db, returnList(db, scope, search), search, { offset, limit });

export async function showCustomerReturn(db: DbOrTx, scope: OrganisationScope, id: number) {
  const { rows } = await db.execute<ReturnHeaderRow>(
    sql`${SELECT} where ${inScope('r', scope, sql`r.id = ${id}`)}`,
  );
  if (!rows[0]) throw notFound(M.returnNotFound);
  return (await withLines(db, rows))[0]!;
}
