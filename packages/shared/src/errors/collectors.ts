import { TEXTS } from '../labels/texts.ts';

/** Spec §8: the two collectors that turn an API error body into the error panel's contents. */

export type ApiErrorBody = { message?: string; errors?: unknown };

/** One paragraph of the panel: an optional heading (N行目, a product code) and its messages. */
export type ErrorBlock = { heading?: string; messages: string[] };

export const GENERIC_ERROR_MESSAGE = TEXTS.invalidInput;

const LINE_KEY = '行目';
const PRODUCT_CODE_KEY = '商品コード';
const ERRORS_KEY = 'エラー';

type Row = Record<string, unknown>;

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readBody(body: unknown): ApiErrorBody {
  if (!isRecord(body)) return {};
  const message =
    typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  return { message, errors: body.errors };
}

/** Every message under a value: strings (and numbers) as they are, arrays and object values in order. */
export function flattenMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap(flattenMessages);
  if (isRecord(value)) return Object.values(value).flatMap(flattenMessages);
  return [];
}

function everyItem(errors: unknown[], test: (item: unknown) => boolean): boolean {
  return errors.length > 0 && errors.every(test);
}

const hasKeys =
  (...keys: string[]) =>
  (item: unknown): item is Row =>
    isRecord(item) && keys.every((key) => key in item);

function messageBlocks(message: string | undefined): ErrorBlock[] {
  return message ? [{ messages: [message] }] : [];
}

/**
 * The first collector, in the spec's order: a list of strings (the message, then the strings
 * joined by newlines); CSV rows {行目, エラー} (one block "N行目" per row); items {商品コード, エラー}
 * (one block per code); else the message; else the generic text. Added before the message
 * fallback: an `errors` object such as our 422 `{ field: [messages] }` shows the message, then
 * every value.
 */
export function collectPrimaryErrors(body: unknown): ErrorBlock[] {
  const { message, errors } = readBody(body);
  if (Array.isArray(errors)) {
    if (everyItem(errors, (item) => typeof item === 'string')) {
      return [...messageBlocks(message), { messages: [errors.join('\n')] }];
    }
    if (everyItem(errors, hasKeys(LINE_KEY, ERRORS_KEY))) {
      return (errors as Row[]).map((row) => ({
        heading: `${String(row[LINE_KEY])}行目`,
        messages: flattenMessages(row[ERRORS_KEY]),
      }));
    }
    if (everyItem(errors, hasKeys(PRODUCT_CODE_KEY, ERRORS_KEY))) {
      return (errors as Row[]).map((item) => ({
        heading: String(item[PRODUCT_CODE_KEY]),
        messages: flattenMessages(item[ERRORS_KEY]),
      }));
    }
  } else if (isRecord(errors)) {
    const messages = flattenMessages(errors);
    if (messages.length > 0) return [...messageBlocks(message), { messages }];
  }
  return message ? messageBlocks(message) : [{ messages: [GENERIC_ERROR_MESSAGE] }];
}

/**
 * The second collector: every value of `errors` (object values or list items, nested lists
 * flattened) in one block; without any, the message; without that, the generic text.
 */
export function collectSecondaryErrors(body: unknown): ErrorBlock[] {
  const { message, errors } = readBody(body);
  const messages = flattenMessages(errors);
  if (messages.length > 0) return [{ messages }];
  return message ? messageBlocks(message) : [{ messages: [GENERIC_ERROR_MESSAGE] }];
}
