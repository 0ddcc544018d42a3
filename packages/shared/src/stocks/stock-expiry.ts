import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { pageSchema } from '../contracts/page.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { blankToNull, requiredEnum, requiredInteger } from '../validation/fields.ts';

/** 賞味期限管理's two views (decision 073): within the organisation's days, or already past. */
export const EXPIRY_STATES = ['near', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];
export const EXPIRY_STATE_LABELS: Record<ExpiryState, string> = {
  near: '期限切れ間近',
  expired: '期限切れ',
};

/** The list's search: the view, a warehouse, a product keyword (code or name); by 賞味期限. */
export const stockExpirySearchSchema = z.object({
  ...searchBodyShape(['expires_on'] as const, 'expires_on'),
  state: requiredEnum(EXPIRY_STATES).default('near'),
  warehouseId: blankToNull(requiredInteger({ min: 1 })).optional(),
});
export type StockExpirySearchInput = z.input<typeof stockExpirySearchSchema>;
export type StockExpirySearch = z.output<typeof stockExpirySearchSchema>;
export const stockExpiryExportSchema = csvExportSchema(stockExpirySearchSchema);

/** One lot holding pieces, with its stock row's product and warehouse. */
export const stockExpiryRowSchema = z.object({
  /** The lot's id. */
  id: z.number().int(),
  /** Its stock row (the link to 在庫編集). */
  stockId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  lotNo: z.string(),
  /** 賞味期限 (YYYY-MM-DD). */
  expiresOn: z.string(),
  /** 残り日数 from today (JST); negative once past. */
  daysLeft: z.number().int(),
  onHand: z.number().int(),
  allocated: z.number().int(),
});
export type StockExpiryRowDto = z.infer<typeof stockExpiryRowSchema>;

/** A page of lots, with the days the organisation counts as 期限切れ間近 and today. */
export const stockExpiryPageSchema = pageSchema(stockExpiryRowSchema).extend({
  warningDays: z.number().int(),
  today: z.string(),
});
export type StockExpiryPage = z.infer<typeof stockExpiryPageSchema>;

/** The list's column headers (the page and the CSV). */
export const STOCK_EXPIRY_LABELS = {
  productCode: '商品コード',
  productName: '商品名',
  warehouse: '倉庫',
  warehouseCode: '倉庫コード',
  warehouseName: '倉庫名',
  lotNo: 'ロット番号',
  expiresOn: '賞味期限',
  daysLeft: '残り日数',
  onHand: '実在庫数',
  allocated: '引当数',
  nearNote: (days: number) =>
    `賞味期限まで${days}日以内のロットを表示しています（引当処理設定で変更できます）。`,
  expiredNote: '賞味期限を過ぎたロットは販売できません（引当されず、引当可能数に含まれません）。',
} as const;
