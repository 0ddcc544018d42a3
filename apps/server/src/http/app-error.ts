import { TEXTS } from '@logi/shared';

/** Domain errors are data: a code, an optional field and a message; error-handler.ts maps codes to HTTP. */
export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'stale'
  | 'rate_limited'
  | 'payload_too_large'
  | 'timeout'
  | 'unavailable';

export type FieldErrors = Record<string, string[]>;

/** The message of every 422: the details are in the field errors. */
export const INVALID_INPUT_MESSAGE = '入力内容に誤りがあります。';

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly field: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { field?: string; fieldErrors?: FieldErrors } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.fieldErrors =
      options.fieldErrors ?? (options.field ? { [options.field]: [message] } : undefined);
  }
}

export const notFound = (message: string = TEXTS.notFound) => new AppError('not_found', message);
export const unauthenticated = () => new AppError('unauthenticated', 'ログインしてください');
export const forbidden = (message = 'この操作は許可されていません') =>
  new AppError('forbidden', message);
export const stale = () =>
  new AppError('stale', '他のユーザーによって更新されています。画面を再読み込みしてください。');
