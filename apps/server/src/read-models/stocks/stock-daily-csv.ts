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

const cells = (texts: SQL[]) => sql.join(texts.map(csvCell), sql` || ',' || `);

/** A product's cells (商品コード, 商品名, JAN), over the alias p: made once per product, not per row. */
export const productCsvCells = cells([sql`p.product_code`, sql`p.name`, sql`p.jan_code`]);

/** A warehouse's cells (倉庫コード, 倉庫名), over the alias w: made once per warehouse. */
export const warehouseCsvCells = cells([sql`w.code`, sql`w.name`]);

/**
 * One CSV line of the report, its columns as DAILY_CSV_COLUMNS (商品コード … 非販売在庫数): a
 * product's and a warehouse's made cells, then the day's figures and the line's end.
 */
export function dailyCsvLine(
  made: { product: SQL; warehouse: SQL },
  figures: { onHand: SQL; allocated: SQL; nonSellable: SQL },
) {
  const { onHand, allocated, nonSellable } = figures;
  const numbers = [onHand, allocated, sql`${onHand} - ${allocated}`, nonSellable].map(
    (figure) => sql`(${figure})::text`,
  );
  return sql`${made.product} || ',' || ${made.warehouse} || ',' ||
    ${sql.join(numbers, sql` || ',' || `)} || ${CSV_LINE_END}::text`;
}
