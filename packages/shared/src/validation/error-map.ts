import { z } from 'zod';
import { formatDate } from '../dates/format.ts';
import {
  arrayMaxMessage,
  arrayMinMessage,
  dateMaxMessage,
  dateMinMessage,
  INVALID_FORMAT_MESSAGE,
  numberGreaterThanMessage,
  numberLessThanMessage,
  numberMaxMessage,
  numberMinMessage,
  REQUIRED_MESSAGE,
  stringLengthMessage,
  stringMaxMessage,
  stringMinMessage,
} from './messages.ts';

type RawIssue = z.core.$ZodRawIssue;
type Bound = number | bigint;

/** undefined, null and blank strings are what an untouched or cleared form field sends. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function isIntegerSchema(issue: RawIssue): boolean {
  return (issue.schema as { isInt?: unknown } | undefined)?.isInt === true;
}

function tooSmallMessage(issue: RawIssue & { code: 'too_small' }): string {
  const { origin, minimum, inclusive, exact } = issue;
  if (origin === 'string') {
    if (exact) return stringLengthMessage(minimum);
    return Number(minimum) <= 1 ? REQUIRED_MESSAGE : stringMinMessage(minimum);
  }
  if (origin === 'array' || origin === 'set') return arrayMinMessage(minimum);
  if (origin === 'date') return dateMinMessage(formatDate(Number(minimum)));
  if (inclusive !== false) return numberMinMessage(minimum);
  // "> 0" on an integer reads better as "1以上".
  return isIntegerSchema(issue)
    ? numberMinMessage(nextInteger(minimum, 1))
    : numberGreaterThanMessage(minimum);
}

function tooBigMessage(issue: RawIssue & { code: 'too_big' }): string {
  const { origin, maximum, inclusive, exact } = issue;
  if (origin === 'string') return exact ? stringLengthMessage(maximum) : stringMaxMessage(maximum);
  if (origin === 'array' || origin === 'set') return arrayMaxMessage(maximum);
  if (origin === 'date') return dateMaxMessage(formatDate(Number(maximum)));
  if (inclusive !== false) return numberMaxMessage(maximum);
  return isIntegerSchema(issue)
    ? numberMaxMessage(nextInteger(maximum, -1))
    : numberLessThanMessage(maximum);
}

function nextInteger(bound: Bound, step: 1 | -1): Bound {
  return typeof bound === 'bigint' ? bound + BigInt(step) : bound + step;
}

/**
 * The spec §5 messages for every zod issue: a blank value is 必須項目です whatever rule it broke;
 * too_small/too_big get the length/count/number texts; every other failure (formats, enums,
 * wrong types, refinements without their own message) is 形式が間違っています.
 */
export const japaneseErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'too_big' && isBlank(issue.input)) return REQUIRED_MESSAGE;
  switch (issue.code) {
    case 'too_small':
      return tooSmallMessage(issue);
    case 'too_big':
      return tooBigMessage(issue);
    default:
      return INVALID_FORMAT_MESSAGE;
  }
};

/**
 * Makes {@link japaneseErrorMap} zod's global error map. Idempotent. A message given to a schema
 * or check (`z.string().min(1, '…')`) still wins over it. `@logi/shared` calls this on import.
 */
export function installJapaneseZodMessages(): void {
  if (z.config().customError === japaneseErrorMap) return;
  z.config({ customError: japaneseErrorMap });
}
