import { optionalString, requiredEnum, requiredInteger } from '../validation/fields.ts';

export const SEARCH_PER_PAGE_DEFAULT = 20;
export const SEARCH_PER_PAGE_MAX = 100;
/** The page sizes a list offers (表示件数); the choice is kept per list in the browser. */
export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
export const SEARCH_KEYWORD_MAX = 255;

/**
 * The common part of a list's search body: a keyword, the page, its size and the sort (a wire
 * column name of `sortFields`). Every filter is optional; blank means "any". `keywordMax` is for a
 * list whose keyword is bounded by its name column.
 */
export function searchBodyShape<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaultSort: S[number],
  {
    defaultDirection = 'asc',
    keywordMax = SEARCH_KEYWORD_MAX,
  }: { defaultDirection?: 'asc' | 'desc'; keywordMax?: number } = {},
) {
  return {
    keyword: optionalString(keywordMax).optional(),
    page: requiredInteger({ min: 1, max: 1_000_000 }).default(1),
    perPage: requiredInteger({ min: 1, max: SEARCH_PER_PAGE_MAX }).default(SEARCH_PER_PAGE_DEFAULT),
    sort: requiredEnum(sortFields).default(defaultSort),
    direction: requiredEnum(['asc', 'desc'] as const).default(defaultDirection),
  };
}
