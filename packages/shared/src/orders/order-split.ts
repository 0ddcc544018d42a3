import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf } from '../contracts/page.ts';
import { requiredInteger } from '../validation/integer-fields.ts';

/** 分割 (one order shipped as two parcels, decision 072) and its undo, 分割を元に戻す. */
export const orderSplitEndpoints = {
  split: endpoint('POST', '/api/orders/split/:id'),
  unsplit: endpoint('POST', '/api/orders/unsplit/:id'),
} as const;

/** An order has no more lines than this to move (a mall order of 100 lines is already rare). */
export const SPLIT_LINES_MAX = 200;

/** 分割: the pieces of each chosen line that move to the second shipment. */
export const orderSplitSchema = z.object({
  version: requiredInteger({ min: 1 }),
  lines: z
    .array(
      z.object({
        lineId: requiredInteger({ min: 1 }),
        quantity: requiredInteger({ min: 1 }),
      }),
    )
    .min(1)
    .max(SPLIT_LINES_MAX),
});
export type OrderSplitValues = z.output<typeof orderSplitSchema>;

export const orderSplitResultSchema = z.object({
  message: z.string(),
  /** The second shipment (分割: the new one; 元に戻す: the one folded back). */
  orderId: z.number().int(),
  orderNumber: z.string(),
});
export type OrderSplitResult = z.infer<typeof orderSplitResultSchema>;

export const orderSplitResponses = {
  split: dataOf(orderSplitResultSchema),
  unsplit: dataOf(orderSplitResultSchema),
} as const;

/** The second shipment's order number: the mall's number and this suffix (deterministic). */
export const splitOrderNumber = (orderNumber: string) => `${orderNumber}-S2`;

/** 分割's labels, refusals and results. */
export const ORDER_SPLIT_MESSAGES = {
  splitAction: '分割',
  unsplitAction: '分割を元に戻す',
  modalTitle: '受注を2つの出荷に分割',
  modalHint: '2つ目の出荷に移す数量を明細ごとに入力してください。引当は両方の出荷で引き直します。',
  moveQuantity: '移す数量',
  submit: '分割する',
  splitFrom: (number: string) => `分割元: ${number}`,
  splitInto: (number: string) => `分割先: ${number}`,
  split: '分割',
  nothingMoved: '2つ目の出荷に移す数量を1つ以上入力してください',
  allMoved: 'すべての数量を移すことはできません。元の出荷に1点以上残してください',
  tooMany: (lineNumber: number, most: number) =>
    `明細${lineNumber}の移す数量は${most}以下にしてください`,
  lineNotFound: 'この受注の明細ではありません',
  notBeforeInstruction: '出荷指示前（未引当・一部引当・引当済）の受注のみ分割できます',
  merged: '同梱されている受注は分割できません。先に同梱を解除してください',
  alreadySplit: 'すでに分割されている受注です。分割を元に戻してから分割してください',
  numberTaken: (number: string) => `受注番号 ${number} はすでに使われているため分割できません`,
  notSplit: (number: string) => `分割されていない受注です: ${number}`,
  instructed: '出荷指示済の出荷があるため分割を元に戻せません',
  splitCannotMerge: (numbers: readonly string[]) =>
    `分割した受注は同梱できません: ${numbers.join('、')}`,
  done: (number: string) => `受注を分割しました（2つ目の出荷: ${number}）`,
  undone: (number: string) => `分割を元に戻しました（${number} を統合）`,
} as const;

/** 分割を元に戻す's confirmation (decision 046: one confirmation per action). */
export const UNSPLIT_CONFIRM_TEXTS = {
  title: '分割を元に戻す',
  confirm: '元に戻す',
  message: (splitNumber: string) =>
    `${splitNumber} の明細を元の受注に戻し、1つの出荷にします。引当は引き直します。よろしいですか？`,
} as const;
