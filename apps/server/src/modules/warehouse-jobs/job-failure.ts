import { JobError } from '../jobs/index.ts';
import { WarehouseApiError, type ItemRefusal } from '../warehouse-provider/index.ts';

export const INVALID_PAYLOAD_MESSAGE = '処理の指定が正しくないため、実行できませんでした。';
export const STILL_PROCESSING_MESSAGE =
  '倉庫システムの処理が終わっていません。しばらくしてから結果を確認します。';

/** A failed warehouse call as the process shows it: its Japanese message, retried if it may help. */
export function toJobError(error: unknown): unknown {
  if (error instanceof WarehouseApiError) {
    return new JobError(error.message, { retryable: error.retryable });
  }
  return error;
}

/**
 * The refused items, one line each as the error panel's first collector shows the
 * {商品コード, エラー} shape: `code: reason / reason`.
 */
export function refusalMessage(refusals: readonly ItemRefusal[], total: number): string {
  const lines = refusals.map((item) => `${item.商品コード}: ${item.エラー.join(' / ')}`);
  return [`${total}件中${refusals.length}件が倉庫に受け付けられませんでした。`, ...lines].join(
    '\n',
  );
}

/** Ends the process failed (no retry: the warehouse would refuse again) listing the refused items. */
export class RefusedItemsError extends JobError {
  readonly refusals: readonly ItemRefusal[];

  constructor(refusals: readonly ItemRefusal[], total: number) {
    super(refusalMessage(refusals, total), { retryable: false });
    this.name = 'RefusedItemsError';
    this.refusals = refusals;
  }
}
