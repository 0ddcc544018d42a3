import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf } from '../contracts/page.ts';
import { processSchema } from '../processes/process-contract.ts';
import { requiredInteger } from '../validation/integer-fields.ts';

/** Sending vendors to the outsourced warehouse(s) and pulling theirs: each starts a process. */
export const vendorSyncEndpoints = {
  /** 送信: ベンダー登録・更新 of the chosen vendors. */
  send: endpoint('POST', '/api/vendors/send'),
  /** 取得: ベンダー検索 (the warehouse's vendors, compared with ours). */
  fetch: endpoint('POST', '/api/vendors/fetch'),
} as const;

export const VENDOR_SEND_MAX = 1000;
export const VENDOR_SELECT_MESSAGE = 'ベンダーを選択してください';

export const vendorSendSchema = z.object({
  ids: z
    .array(requiredInteger({ min: 1 }))
    .min(1, VENDOR_SELECT_MESSAGE)
    .max(VENDOR_SEND_MAX, `一度に送信できるのは${VENDOR_SEND_MAX}件までです`),
});
export type VendorSendInput = z.input<typeof vendorSendSchema>;

export const vendorFetchSchema = z.object({}).strict();

export const vendorSyncResponses = {
  send: dataOf(processSchema),
  fetch: dataOf(processSchema),
};

/** The buttons of the vendor list and what they say once the process is queued. */
export const VENDOR_SYNC_LABELS = {
  subject: 'ベンダー',
  send: '送信',
  fetch: '取得',
  sendHint: '選択したベンダーを倉庫に登録・更新します（ベンダー登録・更新）',
  fetchHint: '倉庫のベンダーを取得して連携状態を照合します（ベンダー検索）',
  started: (label: string) => `「${label}」を開始しました。処理一覧で進み具合を確認できます。`,
} as const;

/** Refused before a process starts: there is no outsourced warehouse to talk to. */
export const NO_EXTERNAL_WAREHOUSE_MESSAGE =
  '連携する外部倉庫がありません。倉庫一覧で外部倉庫とシステム連携設定を確認してください。';
