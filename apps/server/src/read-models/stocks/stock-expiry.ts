import type { ExpiryState } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import { productKeyword } from './stock-filters.ts';

// 賞味期限管理 (decision 073): the lots holding pieces, near or past their 賞味期限, with their stock
// row's product and warehouse; the range of stock_lots_expiry_idx (organisation, expires_on).

/** The default of allocation_settings.expiry_warning_days, for an organisation without a row. */
export const EXPIRY_WARNING_DAYS_DEFAULT = 30;

export type ExpiryLotRow = {
  id: number;
  stock_id: number;
  product_code: string;
  product_name: string;
  warehouse_code: string;
  warehouse_name: string;
  lot_no: string;
  expires_on: string;
  days_left: number;
  on_hand: number;
  allocated: number;
};

export type ExpiryFilter = {
  state: ExpiryState;
  /** Today in JST (YYYY-MM-DD). */
  today: string;
  warningDays: number;
  warehouseId?: number | null;
  keyword?: string | null;
};

/** The organisation's 期限切れ間近の日数 (引当処理設定), or the default. */
export async function expiryWarningDaysOf(db: DbOrTx, scope: OrganisationScope) {
  const { rows } = await db.execute<{ days: number }>(sql`
    select expiry_warning_days as days from allocation_settings
     where ${inScope('allocation_settings', scope)}`);
  return rows[0]?.days ?? EXPIRY_WARNING_DAYS_DEFAULT;
}

/** The expiry range of a view: before today (期限切れ), or today up to today + days (間近). */
export const expiryRange = ({ state, today, warningDays }: ExpiryFilter) =>
  state === 'expired'
    ? sql`l.expires_on < ${today}::date`
    : sql`l.expires_on between ${today}::date and ${today}::date + ${warningDays}::int`;

const FROM = sql`stock_lots l
  join stocks s on s.organisation_id = l.organisation_id and s.id = l.stock_id
  join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
  join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id`;

async function expiryWhere(db: DbOrTx, scope: OrganisationScope, filter: ExpiryFilter) {
  return allOf([
    inScope('l', scope, expiryRange(filter)),
    sql`l.on_hand > 0`,
    filter.warehouseId ? sql`s.warehouse_id = ${filter.warehouseId}` : undefined,
    filter.keyword ? await productKeyword(db, filter.keyword) : undefined,
  ]);
}

/** A page of lots, first expiry first (then product and warehouse code). */
export async function expiryLotRows(
  db: DbOrTx,
  scope: OrganisationScope,
  filter: ExpiryFilter,
  { offset, limit, descending = false }: { offset: number; limit: number; descending?: boolean },
) {
  const order = descending ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<ExpiryLotRow>(sql`
    select l.id, l.stock_id, p.product_code, p.name as product_name, w.code as warehouse_code,
           w.name as warehouse_name, l.lot_no, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on,
           (l.expires_on - ${filter.today}::date)::int as days_left, l.on_hand, l.allocated
      from ${FROM}
     where ${await expiryWhere(db, scope, filter)}
     order by l.expires_on ${order}, p.product_code asc, w.code asc, l.id asc
     limit ${limit} offset ${offset}`);
  return rows;
}

export async function countExpiryLots(db: DbOrTx, scope: OrganisationScope, filter: ExpiryFilter) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${FROM} where ${await expiryWhere(db, scope, filter)}`);
  return rows[0]?.total ?? 0;
}
