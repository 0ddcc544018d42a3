import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { pageSchema } from '../contracts/page.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { addDays, toJstDate } from '../dates/jst.ts';
import { blankToNull, requiredDate, requiredInteger } from '../validation/fields.ts';

/** 日次在庫表's default day: yesterday in Japan (the last day whose end has passed). */
export const dailyStockDefaultDate = (now: Date = new Date()) => addDays(toJstDate(now), -1);

/**
 * 日次在庫表: stock per product × warehouse as of the end of `date` (JST), from the ledger. The
 * future and the days before the organisation's first record are refused by the server, which
 * knows today and the organisation.
 */
export const stockDailySearchSchema = z.object({
  ...searchBodyShape(['product_code'] as const, 'product_code'),
  date: requiredDate(),
  warehouseId: blankToNull(requiredInteger({ min: 1 })).optional(),
});
export type StockDailySearchInput = z.input<typeof stockDailySearchSchema>;
export type StockDailySearch = z.output<typeof stockDailySearchSchema>;
export const stockDailyExportSchema = csvExportSchema(stockDailySearchSchema);

/**
 * A lot of a ロット管理 product's stock row at the end of the day, from the ledger's lot numbers
 * (decision 068): lotNo '' is ロット不明; expiresOn is the lot's 賞味期限 as kept today.
 */
export const stockDailyLotSchema = z.object({
  lotNo: z.string(),
  expiresOn: z.string().nullable(),
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
});
export type StockDailyLotDto = z.infer<typeof stockDailyLotSchema>;

/** One stock row's figures at the end of the day (作業中在庫 is not in the ledger, so not here). */
export const stockDailyRowSchema = z.object({
  /** The stock row's id. */
  id: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  janCode: z.string().nullable(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
  nonSellable: z.number().int(),
  /** The row's lots with pieces that day (ロット管理 products only, else null). */
  lots: z.array(stockDailyLotSchema).nullable(),
});
export type StockDailyRowDto = z.infer<typeof stockDailyRowSchema>;

/** A page of the report, with the instant its figures stand at (the day's end, JST). */
export const stockDailyPageSchema = pageSchema(stockDailyRowSchema).extend({
  date: z.string(),
  asOf: z.string(),
});
export type StockDailyPage = z.infer<typeof stockDailyPageSchema>;

export const STOCK_DAILY_MESSAGES = {
  future: (today: string) => `未来の日付は指定できません（本日: ${today}）`,
  beforeStart: (first: string) =>
    `${first}より前の在庫は記録がありません。${first}以降の日付を指定してください`,
  timeZoneNote:
    '在庫数は指定日の終わり（日本時間 24:00）時点の数です。在庫履歴から計算しています。',
} as const;
