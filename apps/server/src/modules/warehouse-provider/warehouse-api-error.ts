import { TEXTS } from '@logi/shared';

/**
 * refused: the warehouse answered 4xx (never retried); invalid_response: an answer we cannot read
 * (malformed JSON, missing field, unknown status, too large); timeout: no answer in time;
 * unavailable: 5xx, 429 or network failure after every retry.
 */
export type WarehouseApiErrorKind = 'refused' | 'invalid_response' | 'timeout' | 'unavailable';

/** A failed call to a warehouse, with the Japanese message a process shows. */
export class WarehouseApiError extends Error {
  readonly kind: WarehouseApiErrorKind;
  readonly retryable: boolean;
  /** The HTTP status when the warehouse answered one. */
  readonly status: number | null;
  /** The answer's `errors`, when the warehouse gave any (per field or per item). */
  readonly errors: unknown;

  constructor(
    kind: WarehouseApiErrorKind,
    message: string,
    {
      status = null,
      errors,
      cause,
    }: { status?: number | null; errors?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause });
    this.name = 'WarehouseApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
    // A refusal or an unreadable answer will not change by asking again.
    this.retryable = kind === 'timeout' || kind === 'unavailable';
  }
}

/** What the log says of a failed call: kind, status, message and the underlying cause. */
export function failureDetail(error: WarehouseApiError): string {
  const cause = error.cause as (Error & { code?: string }) | undefined;
  const status = error.status === null ? '' : ` HTTP ${error.status}`;
  const why = cause ? ` (${cause.code ?? cause.message})` : '';
  return `${error.kind}${status}: ${error.message}${why}`;
}

const WAREHOUSE_TEXT_MAX = 200;

/** A warehouse's own message as we show it: one line, bounded (it is the warehouse's text, not ours). */
export function warehouseText(message: string): string {
  const line = message.replace(/\p{Cc}+/gu, ' ').trim();
  return line.length > WAREHOUSE_TEXT_MAX ? `${line.slice(0, WAREHOUSE_TEXT_MAX)}…` : line;
}

/** The adapter's Japanese messages (the timeout one is the spec's §8 text). */
export const PROVIDER_MESSAGES = {
  timeout: TEXTS.gatewayTimeout,
  unavailable: '倉庫システムに接続できませんでした。しばらくしてから再度お試しください。',
  // A 5xx is an answer: the warehouse is reachable and says what went wrong on its side.
  serverError: (status: number, message: string | null) =>
    `倉庫システムがエラーを返しました（HTTP ${status}）。${message ?? 'しばらくしてから再度お試しください。'}`,
  rateLimited: '倉庫システムが混み合っています。しばらくしてから再度お試しください。',
  unauthorized: '倉庫システムの認証に失敗しました。システム連携設定の認証情報を確認してください。',
  refused: '倉庫システムが依頼を受け付けませんでした。',
  malformedJson: '倉庫システムの応答を読み取れませんでした（JSONの形式が正しくありません）。',
  invalidShape: (detail: string) => `倉庫システムの応答の形式が正しくありません（${detail}）。`,
  tooLarge: (limitMb: number) => `倉庫システムの応答が大きすぎます（上限 ${limitMb}MB）。`,
  connected: (account: string) => `接続に成功しました（アカウント: ${account}）。`,
  ownWarehouse: '自社倉庫のため外部システムとの接続は不要です。',
  noEndpoint: 'システム連携設定に接続先URLが設定されていません。',
  unusableEndpoint: (reason: string) => `システム連携設定の接続先URLを使えません：${reason}`,
  // 接続テスト's one answer for every failed call: which one it was is an oracle (decision 035).
  connectionTestFailed:
    '接続テストに失敗しました。接続先URLと認証情報を確認してください（理由はサーバーのログに記録しました）。',
  missingCredentials: 'システム連携設定の認証情報が不足しています。',
  unsupportedKind: 'この連携種別は倉庫システムとして使えません。',
  settingInactive: 'システム連携設定が無効になっています。',
  warehouseNotFound: '倉庫が見つかりません。',
  settingNotFound: '倉庫にシステム連携設定がありません。',
} as const;
