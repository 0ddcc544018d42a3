import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { optionalRecordId, optionalString, requiredInteger } from '../validation/fields.ts';

/** Stock per location (棚番, decision 066): the 棚移動 command, the detail's table, the refusals. */

export const stockLocationEndpoints = {
  relocate: endpoint('POST', '/api/stocks/relocate'),
} as const;

/** 棚移動: pieces of one stock row from a shelf (or 棚番未設定: null) to another of its warehouse. */
export const stockRelocateSchema = z.object({
  stockId: requiredInteger({ min: 1 }),
  fromLocationId: optionalRecordId(),
  toLocationId: requiredInteger({ min: 1 }),
  quantity: requiredInteger({ min: 1, max: 99_999_999 }),
  /** A ロット管理 product's lot to move ('' is ロット不明); none: the source's lots first expiry first. */
  lotNo: z.string().max(100).nullable().optional(),
  note: optionalString(500, { multiline: true }),
  version: requiredInteger({ min: 0 }).optional(),
});
export type StockRelocateInput = z.input<typeof stockRelocateSchema>;
export type StockRelocate = z.output<typeof stockRelocateSchema>;

/** One shelf's pieces of a stock row; locationId null is 棚番未設定. */
export const stockPlaceSchema = z.object({
  locationId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  pickable: z.boolean().nullable(),
  onHand: z.number().int(),
  /** The allocated pieces lying here (assigned along the picking route, decision 066). */
  allocated: z.number().int(),
  /** What a 棚移動 may take from here. */
  free: z.number().int(),
});
export type StockPlaceDto = z.infer<typeof stockPlaceSchema>;

export const STOCK_LOCATION_LABELS = {
  title: '棚番別在庫',
  relocate: '棚移動',
  relocateTitle: '棚移動登録',
  from: '移動元棚番',
  to: '移動先棚番',
  quantity: '移動数',
  note: '備考',
  unplaced: '棚番未設定',
  location: '棚番',
  onHand: '実在庫数',
  allocated: '引当数',
  free: '移動可能数',
  reason: '棚移動',
} as const;

export const STOCK_LOCATION_MESSAGES = {
  locationNotFound: '棚番が見つかりませんでした',
  sameLocation: '移動元と移動先に同じ棚番は指定できません',
  short: (location: string, free: number, wanted: number) =>
    `${location}の移動可能数が不足しています（移動可能数: ${free}、移動数: ${wanted}）`,
  countShort: (location: string, onHand: number, wanted: number) =>
    `${location}の在庫が不足しています（在庫: ${onHand}、必要数: ${wanted}）`,
  /** A lot's pieces at one place (a shelf, or 棚番未設定) short of what a change takes there. */
  lotShort: (location: string, lot: string, onHand: number, wanted: number) =>
    `${location}のロット「${lot}」の在庫が不足しています（在庫: ${onHand}、必要数: ${wanted}）`,
  relocated: '棚移動を登録しました',
} as const;
