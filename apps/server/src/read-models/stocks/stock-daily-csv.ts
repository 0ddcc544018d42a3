import { sql, type SQL } from 'drizzle-orm';
import { CSV_LINE_END } from '../../http/csv-format.ts';

// 日次在庫表's CSV lines made by PostgreSQL: the export's 500,000 rows then cost Node one string
// each, not an object, nine cells and their escaping (decision 068). The daily test holds these
// lines equal to csvRowLines over the same rows' DTOs: one format, http/csv-format's.

// As csv-format's FORMULA_START and NEEDS_QUOTES (bound as parameters, so no SQL escaping).
const FORMULA_START = '^[-=+@\t\r]';
const NEEDS_QUOTES = '[",\r\n]';

/** The SQL twin of csvCell for a text: a formula's start guarded by ', quoted when it must be. */
const csvCell = (text: SQL) => {
  const guard = sql`case when ${text} ~ ${FORMULA_START} then '''' else '' end`;
  return sql`case when ${text} is null then ''
    when ${text} !~ ${NEEDS_QUOTES} then ${guard} || ${text}
    else '"' || ${guard} || replace(${text}, '"', '""') || '"' end`;
};

/**
 * One CSV line of the report, its columns as DAILY_CSV_COLUMNS (商品コード … 非販売在庫数), over
 * the aliases p (product) and w (warehouse) and the day's three figures.
 */
export function dailyCsvLine(figures: { onHand: SQL; allocated: SQL; nonSellable: SQL }) {
  const { onHand, allocated, nonSellable } = figures;
  const cells = [
    csvCell(sql`p.product_code`),
    csvCell(sql`p.name`),
    csvCell(sql`p.jan_code`),
    csvCell(sql`w.code`),
    csvCell(sql`w.name`),
    sql`(${onHand})::text`,
    sql`(${allocated})::text`,
    sql`(${onHand} - ${allocated})::text`,
    sql`(${nonSellable})::text`,
  ];
  return sql`${sql.join(cells, sql` || ',' || `)} || ${CSV_LINE_END}::text`;
}
