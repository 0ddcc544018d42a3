import { z } from 'zod';
import { japaneseErrorMap } from './error-map.ts';
import { INVALID_FORMAT_MESSAGE, LINE_BREAK_MESSAGE } from './messages.ts';

const ja = { error: japaneseErrorMap } as const;

/** Default bound of a one-line text (a name, a title, a keyword): every text has a maximum. */
export const TEXT_MAX = 255;
/** Default bound of a multi-line text (a note, a description). */
export const MULTILINE_TEXT_MAX = 10_000;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;

export type TextOptions = {
  /** Tabs and line breaks are allowed only in multi-line text; other control characters never. */
  multiline?: boolean;
};

// Unicode's control characters: C0 (NUL included: PostgreSQL text cannot hold it), DEL and C1.
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

const LINE_BREAK = /[\r\n]/;

// Half of a UTF-16 surrogate pair standing alone (JSON's "\ud800"): no character at all, which
// PostgreSQL's UTF-8 would silently store as U+FFFD.
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the text holds a character no form field may carry (a NUL, an escape, …). */
export function hasControlCharacters(text: string, { multiline = false }: TextOptions = {}) {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(text);
}

/** True when the text is not well-formed Unicode: it holds a lone surrogate. */
export function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** What every text field refuses with 形式が間違っています: control characters and lone surrogates. */
export function hasUnstorableCharacters(text: string, options: TextOptions = {}): boolean {
  return hasControlCharacters(text, options) || hasLoneSurrogates(text);
}

function text(max: number | undefined, options: TextOptions, required: boolean) {
  const trimmed = z.string(ja).trim();
  const present = required ? trimmed.min(1, { ...ja, abort: true }) : trimmed;
  return present
    .max(max ?? (options.multiline ? MULTILINE_TEXT_MAX : TEXT_MAX), ja)
    .superRefine((value, context) => {
      if (!options.multiline && LINE_BREAK.test(value)) {
        context.addIssue({ code: 'custom', message: LINE_BREAK_MESSAGE });
      } else if (hasUnstorableCharacters(value, options)) {
        context.addIssue({ code: 'custom', message: INVALID_FORMAT_MESSAGE });
      }
    });
}

/**
 * A trimmed, non-empty text of at most `max` characters (default {@link TEXT_MAX}, or
 * {@link MULTILINE_TEXT_MAX} for multi-line text); blank → 必須項目です, a control character or a
 * lone surrogate → 形式が間違っています.
 */
export function requiredString(max?: number, options: TextOptions = {}) {
  return text(max, options, true);
}

/** Like {@link requiredString}, but blank, null or missing becomes null. */
export function optionalString(max?: number, options: TextOptions = {}) {
  return text(max, options, false)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A trimmed e-mail address of at most `max` characters (default {@link EMAIL_MAX}). */
export function requiredEmail(max: number = EMAIL_MAX) {
  return z.string(ja).trim().max(max, ja).pipe(z.email(ja));
}
