/** Spec §5 standard validation messages. */
export const REQUIRED_MESSAGE = '必須項目です';
export const INVALID_FORMAT_MESSAGE = '形式が間違っています';
/** A line break in a one-line text (a pasted or Excel cell): said as such, not as a format. */
export const LINE_BREAK_MESSAGE = '改行は使用できません';
export const janCheckDigitMessage = (expected: number): string =>
  `チェックデジット（13桁目）が正しくありません（正しくは${expected}）`;

export const arrayMinMessage = (min: number | bigint): string => `${min}つ以上必要です`;
export const stringMaxMessage = (max: number | bigint): string =>
  `${max}文字以内で入力してください`;
export const stringLengthMessage = (length: number | bigint): string =>
  `${length}文字で入力してください`;
export const numberMinMessage = (min: number | bigint): string => `${min}以上で入力してください`;

/*
 * Not in the spec's table, for rules it does not name; worded like the spec's own messages (and
 * like the postal helper's 郵便番号は2文字以上で入力してください).
 */
export const stringMinMessage = (min: number | bigint): string =>
  `${min}文字以上で入力してください`;
export const numberMaxMessage = (max: number | bigint): string => `${max}以下で入力してください`;
export const numberGreaterThanMessage = (min: number | bigint): string =>
  `${min}より大きい値で入力してください`;
export const numberLessThanMessage = (max: number | bigint): string =>
  `${max}より小さい値で入力してください`;
export const arrayMaxMessage = (max: number | bigint): string => `${max}つ以下にしてください`;
export const dateMinMessage = (date: string): string => `${date}以降の日付を入力してください`;
export const dateMaxMessage = (date: string): string => `${date}以前の日付を入力してください`;
