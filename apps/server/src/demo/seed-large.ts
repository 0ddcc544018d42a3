import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { inScope, organisationScope } from '../db/organisation-scope.ts';
import { textArray } from '../db/sql.ts';
import { keepGramCounts } from '../modules/products/index.ts';
import { seedLargeInbound } from './seed-large-inbound.ts';
import { seedLargeOrders } from './seed-large-orders.ts';
import { seedLargeStocks } from './seed-stocks.ts';

/** One step of the large-data generator: idempotent, and says what it did in one line. */
export type LargeSeedStep = (db: Database, organisationId: string) => Promise<string>;

export const LARGE_PRODUCT_COUNT = 100_000;
/** Generated products' codes: BULK-000001…; the demo's own codes never look like this. */
export const LARGE_PRODUCT_PREFIX = 'BULK-';

// Words the names are made of, so a keyword finds a realistic share of rows (not all, not one).
const ORIGINS = [
  '静岡',
  '北海道',
  '京都',
  '鹿児島',
  '福岡',
  '青森',
  '長野',
  '沖縄',
  '新潟',
  '愛媛',
];
const ITEMS = [
  '緑茶',
  'ほうじ茶',
  '紅茶',
  '抹茶',
  'コーヒー',
  'はちみつ',
  '昆布',
  'ジャム',
  '醤油',
  '味噌',
  'タオル',
  '湯呑み',
  '手ぬぐい',
  'Tシャツ',
  '靴下',
  '扇子',
  '箸',
  'お香',
  'せっけん',
  'ろうそく',
];
const SIZES = ['50g', '100g', '200g', '500g', 'S', 'M', 'L', '1個', '3個組', '5個組'];

/**
 * `count` products for the organisation in one INSERT … SELECT over generate_series: codes
 * BULK-000001…, names from the word lists, valid JANs (459… with the check digit computed in SQL),
 * a tenth 販売停止 or 廃盤, suppliers in turn from the organisation's. Rows already there are kept.
 */
export async function seedLargeProducts(
  db: Database,
  organisationId: string,
  count = LARGE_PRODUCT_COUNT,
): Promise<string> {
  const result = await db.execute(sql`
    with supplier_ids as (
      select coalesce(array_agg(id order by id), '{}') as ids from suppliers
      where ${inScope('suppliers', organisationScope(organisationId))}
    ), numbered as (
      select i, '459' || lpad(i::text, 9, '0') as jan12 from generate_series(1, ${count}::int) as i
    )
    insert into products (organisation_id, product_code, name, jan_code, price, cost, weight_g,
      sales_status, stock_threshold, supplier_id, rsl_linked, temperature_zone)
    select ${organisationId}::uuid,
      ${LARGE_PRODUCT_PREFIX} || lpad(i::text, 6, '0'),
      (${textArray(ORIGINS)})[1 + i % 10] || ' ' || (${textArray(ITEMS)})[1 + (i / 10) % 20]
        || ' ' || (${textArray(SIZES)})[1 + (i / 200) % 10] || ' No.' || i,
      jan12 || ((10 - (select sum(substr(jan12, k, 1)::int * (case when k % 2 = 1 then 1 else 3 end))
        from generate_series(1, 12) as k) % 10) % 10)::text,
      100 * (5 + i % 120), 40 * (5 + i % 120), 50 + i % 950,
      case when i % 20 = 0 then 'suspended' when i % 20 = 1 then 'discontinued' else 'on_sale' end,
      i % 30,
      case when cardinality(ids) = 0 then null else ids[1 + i % cardinality(ids)] end,
      i % 3 <> 0,
      case when i % 10 = 0 then 'frozen' when i % 10 = 1 then 'chilled' else 'ambient' end
    from numbered, supplier_ids
    on conflict (organisation_id, product_code) do nothing
  `);
  // VACUUM, not just ANALYZE: it also moves the GIN indexes' pending entries into the index proper.
  await db.execute(sql`vacuum (analyze) products`);
  // One statement of 100,000 left the keyword totals unkept: count them now, as the server's
  // keeper would within seconds, so the figures measured next do not hang on its timing.
  await keepGramCounts(db, organisationScope(organisationId));
  return `products: ${result.rowCount ?? 0} added (${count} ${LARGE_PRODUCT_PREFIX}… in all)`;
}

/** The generator's steps in order: the products, their stock in five warehouses, 入荷予定, 30 days of orders. */
export const LARGE_SEED_STEPS: LargeSeedStep[] = [
  seedLargeProducts,
  seedLargeStocks,
  seedLargeInbound,
  seedLargeOrders,
];

/** Runs every step for the organisation and returns their lines. */
export async function seedLarge(db: Database, organisationId: string): Promise<string[]> {
  const lines: string[] = [];
  for (const step of LARGE_SEED_STEPS) lines.push(await step(db, organisationId));
  return lines;
}
