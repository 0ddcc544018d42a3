import { type DateLike, toJst, toJstDate } from './jst.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_FORMAT_SLASH = 'YYYY/MM/DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Spec §9 display formats, in JST. null, undefined and invalid values give ''. */
export function formatDate(value: DateLike | null | undefined): string {
  return value === null || value === undefined ? '' : toJstDate(value);
}

export function formatDateSlash(value: DateLike | null | undefined): string {
  return formatDate(value).replaceAll('-', '/');
}

/** A YYYY-MM-DD calendar date is read as midnight JST. */
export function formatDateTime(value: DateLike | null | undefined): string {
  // toJstDate rejects impossible days such as 2024-02-30, which dayjs would roll over.
  if (value === null || value === undefined || toJstDate(value) === '') return '';
  return toJst(value).format(DATE_TIME_FORMAT);
}
