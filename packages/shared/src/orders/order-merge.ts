import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf } from '../contracts/page.ts';
import { requiredInteger } from '../validation/integer-fields.ts';

/** 同梱 (orders of one shop to one recipient shipped as one parcel) and its undo, 同梱解除. */
export const orderMergeEndpoints = {
  merge: endpoint('POST', '/api/orders/merge'),
  unmerge: endpoint('POST', '/api/orders/unmerge'),
} as const;

/** More orders than one parcel ever holds is a mistake, not a merge. */
export const MERGE_ORDERS_MAX = 20;

/** The checked orders' ids: at least `min`, at most MERGE_ORDERS_MAX. */
const checkedOrders = (min: number) =>
  z.object({
    orderIds: z
      .array(requiredInteger({ min: 1 }))
      .min(min)
      .max(MERGE_ORDERS_MAX),
  });

/** 同梱する: the checked orders (two or more), all or none. */
export const orderMergeSchema = checkedOrders(2);
export type OrderMergeValues = z.output<typeof orderMergeSchema>;

/** 同梱解除: every group one of the checked orders is in is undone. */
export const orderUnmergeSchema = checkedOrders(1);
export type OrderUnmergeValues = z.output<typeof orderUnmergeSchema>;

export const orderMergeResultSchema = z.object({
  message: z.string(),
  /** The order numbers now shipped together (同梱), or released from their group (同梱解除). */
  orderNumbers: z.array(z.string()),
});
export type OrderMergeResult = z.infer<typeof orderMergeResultSchema>;

export const orderMergeResponses = {
  merge: dataOf(orderMergeResultSchema),
  unmerge: dataOf(orderMergeResultSchema),
} as const;

/** 同梱's refusals and results, said as they are. */
export const ORDER_MERGE_MESSAGES = {
  candidate: '同梱候補',
  merged: '同梱',
  mergeAction: '同梱する',
  unmergeAction: '同梱解除',
  mergedWith: (numbers: readonly string[]) => `同梱: ${numbers.join('、')}`,
  tooFew: '同梱する受注を2件以上選択してください',
  differentShops: 'ショップが異なる受注は同梱できません',
  differentRecipients: 'お届け先（氏名・郵便番号・住所）が異なる受注は同梱できません',
  differentWarehouses: '引当倉庫が異なる受注は同梱できません',
  notBeforeInstruction: (numbers: readonly string[]) =>
    `出荷指示前（未引当・一部引当・引当済）でない受注は同梱できません: ${numbers.join('、')}`,
  notMerged: (numbers: readonly string[]) => `同梱されていない受注です: ${numbers.join('、')}`,
  instructed: (numbers: readonly string[]) =>
    `出荷指示済のため同梱を解除できません: ${numbers.join('、')}`,
  done: (numbers: readonly string[]) => `${numbers.length}件の受注を同梱しました`,
  undone: (numbers: readonly string[]) => `${numbers.length}件の受注の同梱を解除しました`,
  /** 出荷指示 of a group: every order of it ships in one parcel, or none does now. */
  groupNotReady: '同梱の受注がすべて引当済で同じ倉庫に引き当てられていないため、出荷指示できません',
  /** キャンセル of one order of an instructed group: the parcel holds the others' goods too. */
  cancelInstructedGroup:
    '同梱で出荷指示済のため、この受注だけをキャンセルできません。同梱の受注をすべて選択してください',
} as const;
